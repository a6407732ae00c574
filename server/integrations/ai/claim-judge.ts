import { generateText, Output } from 'ai';
import { z } from 'zod';
import { claimVerdictSchema, type ClaimVerdict } from '@common/claims';
import type { Claim } from '@common/source-pack';
import type { Config } from '../../config';
import { classifyAiError } from './errors';
import { buildJudgeClaimsPrompt, JUDGE_CLAIMS_SYSTEM } from './prompts/judge-claims.v1';
import { getModel } from './providers';

/** A judgement is part of an interactive read: the model gets at most this long (or AI_TIMEOUT_MS if shorter). */
const JUDGE_TIMEOUT_CAP_MS = 30_000;
const REASON_MAX = 160;

const answerSchema = z.object({
  judgements: z.array(z.object({ number: z.number().int(), verdict: claimVerdictSchema, reason: z.string() })),
});

export interface ClaimJudge {
  /** 'provider · model', shown next to each judgement. */
  label: string;
  /**
   * One judgement per claim (same order; null where the model gave none) against the post's text.
   * A provider failure throws the classified AppError (its message says what went wrong).
   */
  judge(claims: Claim[], packText: string): Promise<({ verdict: ClaimVerdict; reason: string } | null)[]>;
}

/**
 * A model's judgement of the claims the deterministic check flagged (docs/decisions/026-stored-videos-and-saved-claim-checks.md): supported, not
 * supported or unsure, with one short reason. Undefined with the built-in writer (no model).
 */
export function createClaimJudge(config: Config): ClaimJudge | undefined {
  const choice = getModel(config);
  if (!choice) return undefined;
  return {
    label: `${choice.provider} · ${choice.modelId}`,
    async judge(claims, packText) {
      try {
        const { output } = await generateText({
          model: choice.model,
          maxRetries: config.AI_MAX_RETRIES,
          timeout: Math.min(config.AI_TIMEOUT_MS, JUDGE_TIMEOUT_CAP_MS),
          temperature: 0,
          system: JUDGE_CLAIMS_SYSTEM,
          prompt: buildJudgeClaimsPrompt(claims, packText),
          output: Output.object({ schema: answerSchema, name: 'claim_judgements' }),
        });
        return claims.map((_, i) => {
          const found = output.judgements.find((j) => j.number === i + 1);
          if (!found) return null;
          const reason = found.reason.replace(/\s+/g, ' ').trim();
          return {
            verdict: found.verdict,
            reason: reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason,
          };
        });
      } catch (error) {
        throw classifyAiError(error, choice.modelId);
      }
    },
  };
}
