import type { Interview, InterviewAnswer, InterviewAnswersInput, SourcePack } from '@common/source-pack';
import { interviewQuestions } from '../../integrations/ai/builtin/interview';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import type { SourcePackService } from './source-pack.service';

/** What the questions are chosen from: what the post says and the creator's notes (never the answers). */
const askedOf = (pack: SourcePack) =>
  [
    pack.caption,
    pack.hashtags.join(' '),
    ...pack.slides.map((s) => s.text ?? ''),
    pack.transcript?.text ?? '',
    pack.notes,
  ].join('\n');

/**
 * The interview (docs/product.md): once a post's pack is ready, 3 to 5 questions the article needs
 * and the post does not answer; the creator's answers join the pack as their own words.
 */
export function interviewService(packs: SourcePackService) {
  function present(pack: SourcePack): Interview {
    if (pack.status !== 'ready')
      return { postId: pack.postId, status: 'building', kind: 'story', questions: [], answers: [] };
    const { kind, questions } = interviewQuestions(askedOf(pack));
    const order = (a: InterviewAnswer) => {
      const i = questions.findIndex((q) => q.id === a.questionId);
      return i < 0 ? questions.length : i;
    };
    const answers = [...(pack.answers ?? [])].sort((a, b) => order(a) - order(b));
    return { postId: pack.postId, status: 'ready', kind, questions, answers };
  }

  return {
    async get(actor: Actor, postId: number): Promise<Interview> {
      return present(await packs.get(actor, postId));
    },

    /** Replaces the answers: an empty answer is a skip; each names one of the questions asked. */
    async answer(actor: Actor, postId: number, input: InterviewAnswersInput): Promise<Interview> {
      const pack = await packs.get(actor, postId);
      if (pack.status !== 'ready') throw conflict('The post is still being read. Answer once its questions are shown.');
      const { questions } = present(pack);
      const ids = new Set<string>();
      const answers: InterviewAnswer[] = [];
      for (const a of input.answers) {
        const question = questions.find((q) => q.id === a.questionId);
        if (!question) throw badRequest(`There is no question '${a.questionId}' for this post.`);
        if (ids.has(a.questionId)) throw badRequest(`Question '${a.questionId}' is answered twice.`);
        ids.add(a.questionId);
        const answer = a.answer.replace(/\s+/gu, ' ').trim();
        if (answer) answers.push({ questionId: question.id, question: question.text, answer });
      }
      const at = (a: InterviewAnswer) => questions.findIndex((q) => q.id === a.questionId);
      await packs.setAnswers(
        actor,
        postId,
        answers.sort((a, b) => at(a) - at(b)),
      );
      return present(await packs.get(actor, postId));
    },
  };
}
