/**
 * The creator's answers to the interview (interview.ts) as parts of the built-in article: their own
 * words, cleaned and ended like sentences, placed in the introduction, in a section under a plain
 * heading, or in the closing. Nothing is added to them; a sentence the post already says is left out.
 */
import type { InterviewAnswer } from '@common/source-pack';
import { escapeHtml } from '@common/html-escape';
import { answerPlace } from './interview';
import { finish, splitSentences } from './parse';
import { capitalize } from './text';

export interface AnswerParts {
  intro: string[];
  sections: string[];
  closing: string[];
  /** The answers' words, for the article's tags and checks. */
  text: string;
}

const key = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** An answer's sentences as the creator wrote them, each capitalised and ended. */
export function answerSentences(answer: string): string[] {
  const text = answer.replace(/\s+/gu, ' ').trim();
  return splitSentences(text).map((s) => finish(capitalize(s.trim())));
}

/** `said`: the post's sentences (keys), so an answer never repeats one. */
export function answerParts(answers: readonly InterviewAnswer[], said: ReadonlySet<string>): AnswerParts {
  const parts: AnswerParts = { intro: [], sections: [], closing: [], text: '' };
  const seen = new Set(said);
  const words: string[] = [];
  for (const a of answers) {
    const sentences = answerSentences(a.answer).filter((s) => {
      const k = key(s);
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    if (!sentences.length) continue;
    words.push(...sentences);
    const para = `<p>${escapeHtml(sentences.join(' '))}</p>`;
    const { heading, place } = answerPlace(a.questionId);
    if (place === 'section' && heading) parts.sections.push(`<h2>${escapeHtml(heading)}</h2>`, para);
    else parts[place === 'intro' ? 'intro' : 'closing'].push(para);
  }
  parts.text = words.join('\n');
  return parts;
}
