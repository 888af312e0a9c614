// The words for refusing an answer, an N/A or an item's options, one source for server and web.
import en from '#domain/i18n/catalogues/rules-answers/en.json' with { type: 'json' };
import { englishText, plainText } from '#domain/i18n/english';

export const ANSWER_MESSAGES = {
  answerRequired: plainText(en.answerRequired),
  notAnAnswerItem: plainText(en.notAnAnswerItem),
  yesOrNo: plainText(en.yesOrNo),
  unknownChoice: plainText(en.unknownChoice),
  textRequired: plainText(en.textRequired),
  textTooLong: (max: number) => englishText(en.textTooLong, { max }),
  actionRequired: plainText(en.actionRequired),
  notApplicableNotAllowed: plainText(en.notApplicableNotAllowed),
  notApplicableReasonRequired: plainText(en.notApplicableReasonRequired),
  notApplicableReasonTooLong: (max: number) => englishText(en.notApplicableReasonTooLong, { max }),
  notApplicableWhileFailed: plainText(en.notApplicableWhileFailed),
  photoRequiredToResolve: plainText(en.photoRequiredToResolve),
  photoRequiredToSave: plainText(en.photoRequiredToSave),
  failsOnRequired: plainText(en.failsOnRequired),
  choicesTooFew: (min: number) => englishText(en.choicesTooFew, { min }),
  choicesTooMany: (max: number) => englishText(en.choicesTooMany, { max }),
  choiceLabelRequired: plainText(en.choiceLabelRequired),
  choiceLabelTooLong: (max: number) => englishText(en.choiceLabelTooLong, { max }),
  choiceLabelRepeated: plainText(en.choiceLabelRepeated),
  choicesAllFail: plainText(en.choicesAllFail),
} as const;
