import { z } from 'zod';
import { zCorrectionItems } from './corrections.ts';
import { zNoteInput } from './opinion-note.ts';
import { STAGE_RESULT_SCHEMAS, zExaminerId, zOpinion, zOpinionOnlyResult } from './stage-results.ts';
import { STAGES } from './stages.ts';
import { DISTRIBUTION_STAGES } from './workflow.ts';

/**
 * Bodies of the stage actions, without the application's identity (the route adds `apply`, or `id` and
 * `unicodes` for remadApply). Each carries `stage`, the stage the caller saw: a moved application is a 409.
 */

const stageMessage = { error: '审核环节不正确' };
export const zStage = z.enum(STAGES, stageMessage);

/** POST /examine/flow/assign. */
export const zAssignInput = z.object({
  stage: z.enum(DISTRIBUTION_STAGES, stageMessage),
  examiner: zExaminerId,
});

const opinionOnly = <S extends string>(stage: S) =>
  z.object({ stage: z.literal(stage, stageMessage), opinion: zOpinion, result: zOpinionOnlyResult.default({}) });
const withResult = <S extends string, R extends z.ZodType>(stage: S, result: R) =>
  z.object({ stage: z.literal(stage, stageMessage), opinion: zOpinion, result });

/**
 * POST /examine/flow/pass: the opinion and the result the stage records, as far as the result alone can tell;
 * the service adds the rules that need the application's context (domain StageContext).
 */
export const zPassInput = z.discriminatedUnion(
    'stage',
    [
      opinionOnly('gov_early'),
      opinionOnly('gov_review'),
      opinionOnly('statute_early'),
      opinionOnly('statute_review'),
      withResult('risk', STAGE_RESULT_SCHEMAS.risk),
      withResult('address', STAGE_RESULT_SCHEMAS.address),
      withResult('approval', STAGE_RESULT_SCHEMAS.approval),
      withResult('approval_reported', STAGE_RESULT_SCHEMAS.approval_reported),
      withResult('industry_name', STAGE_RESULT_SCHEMAS.industry_name),
      withResult('industry_enroll', STAGE_RESULT_SCHEMAS.industry_enroll),
      withResult('industry_send', STAGE_RESULT_SCHEMAS.industry_send),
      withResult('industry_postback', STAGE_RESULT_SCHEMAS.industry_postback),
      withResult('license', STAGE_RESULT_SCHEMAS.license),
    ],
    stageMessage,
  );

/**
 * POST /apply/home/remadApply (return, 驳回) and POST /examine/flow/refuse (不通过): the note's free text and the
 * items pinned to the application (domain corrections.ts), checked against the application's form by the server.
 */
export const zNoteActionInput = zNoteInput.extend({ stage: zStage, opinion: zOpinion, corrections: zCorrectionItems });
