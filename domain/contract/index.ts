export type { ApiErrorBody, ApiFieldError, ApiResult, Page } from './envelope';
export { ERROR_CODES, IDEMPOTENCY_KEEP_HOURS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './envelope';
export type { ValidationMessageKey, ErrorMessageKey } from './messages';
export { VALIDATION_MESSAGES, ERROR_MESSAGES, validationMessage, errorMessage } from './messages';
export { issueMessageRef } from './issue-messages';
export { messageRef, parseMessageRef, interpolate, maxCharsMessage, minCharsMessage, maxItemsMessage, maxValueMessage } from './message-ref';
export { CALENDAR_DEFAULT_DAYS, CALENDAR_MAX_DAYS, IMAGE_MAX_BYTES, IMAGE_MAX_MB } from './limits';
export {
  requiredText,
  optionalText,
  email,
  slug,
  SLUG_PATTERN,
  color,
  COLOR_PATTERN,
  percent,
  numeric,
  NUMERIC_PATTERN,
  id,
  idParam,
  pageQuery,
  text,
  hasControlCharacters,
  MAX_INT,
  MAX_PAGE,
  wholeNumber,
  wholeNumberText,
  COMMUNITY_COOKIE,
  COMMUNITY_QUERY_PARAM,
} from './fields';
export { FACES_COOKIE, FACES_ATTRIBUTE } from './faces';
export { date, time, normalizeDate, normalizeTime, toTimestamp } from './dates';
export type { Community } from './community.schema';
export { CommunityInput, LookAndFeel } from './community.schema';
export { ContactInput } from './contact.schema';
export type { ContactReceipt } from './contact.schema';
export type { Health } from './health.schema';
export type { SessionAccount, SessionUser, AuthSession, BearerSession } from './session.schema';
export { SPORT_ID_VALUES, sportId, optionalRef, optionalDate, imageRef, nullableText, versionField, latitude, longitude, searchQuery, pagingQuery } from './catalog-fields';
export type { Owned } from './catalog-fields';
export { AGE_BOUND_KINDS, AgeCategoryInput, LevelCategoryInput, SubCategoryInput } from './category.schema';
export type { AgeBoundKind, AgeCategory, LevelCategory, SubCategory } from './category.schema';
export { SeasonInput } from './season.schema';
export type { Season } from './season.schema';
export { PlaceInput } from './place.schema';
export type { Place } from './place.schema';
export { ClubInput, ClubListQuery } from './club.schema';
export type { Club, ClubDetail } from './club.schema';
export { OrganizerInput } from './organizer.schema';
export type { Organizer, OrganizerProfile } from './organizer.schema';
export { PERSON_KINDS, PERSON_KIND_NAMES, personKindOf, sportAllowsKind, HANDEDNESS, ADDRESS_FIELDS, compactAddress, AddressInput, PlayerInput, RefereeInput, CoachInput, AffiliateInput, DoubleInput, TeamInput, PERSON_INPUTS, PersonClubsInput, PersonListQuery, PersonTypeaheadQuery } from './person.schema';
export type { PersonKind, Handedness, Address, AddressField, PersonInput, ClubRef, PersonSummary, Person } from './person.schema';
export { ValidationInput, PersonValidationInput, PersonValidationQuery } from './validation.schema';
export type { Validation, PersonValidation } from './validation.schema';
export { CountryParams, StateParams, GeolocationQuery } from './geography.schema';
export type { Country, State, City, UserLocation } from './geography.schema';
export type { LookupRef, SportGameSystem, SportRef, ModalityRef, SequenceRef, TieBreakCriterionRef, TieBreakRef, AdminRef } from './reference.schema';
export { GameRule, GameRuleResponse, GameRuleSport } from './reference.schema';
export { COMMUNITY_ROLES, CommunityListQuery, CommunityUpdateInput, CommunityAccountInput, CommunityAccountUpdate, CommunityAccountQuery } from './community-admin.schema';
export type { CommunityRole, CommunityAccount, CommunityDetail, UploadedImage } from './community-admin.schema';
export { LoginInput, RegisterInput, CaptchaFields, ResetRequestInput, ResetPasswordInput, VerifyEmailInput, ProfileUpdateInput, SocialUserQuery, SocialStartQuery, username, newPassword, newPasswordFor, registerInput, resetPasswordInput, profileUpdateInput, USERNAME_PATTERN } from './auth.schema';
export { passwordProblem, passwordStrength, PASSWORD_MIN, PASSWORD_MAX } from './password-policy';
export type { PasswordProblem, PasswordStrength, PasswordOwner, CommonPasswordCheck } from './password-policy';
export type { UserProfile, SocialProvider } from './auth.schema';
export { PERMISSION_RESOURCE_LABELS, AccountCreateInput, AccountUpdateInput, AccountQuery, AccountUserInput, AccountUserUpdate, AccountShareInput, AccountShareUpdate, InvitationAnswer, RoleInput, RoleUpdate } from './accounts.schema';
export type { ManagedAccount, AccountMember, AccountShare, RoleTemplate, PermissionResourceInfo, SentInvitation, ReceivedInvitation, InvitationKind, InvitationStatus } from './accounts.schema';
export {
  CERTIFICATION_TYPES,
  CERTIFICATION_STATUSES,
  CertificationApprovalInput,
  CertificationCreateInput,
  CertificationListQuery,
  CertificationUpdateInput,
  CertificationUserQuery,
  EligibilityQuery,
} from './certification.schema';
export type { CertificationType, CertificationStatus, CertificationRequest, CertificationHistoryItem, Eligibility, PendingCount } from './certification.schema';
export { PlayerLinkInput, PlayerSearchQuery } from './profile.schema';
export type { LinkedPlayer, UserProfiles, PlayerCandidate, PlayerLinkResult } from './profile.schema';
export { STATUS_ID_VALUES, STATUS_ACTIONS, statusEventOf, StatusChangeInput } from './status.schema';
export type { StatusAction } from './status.schema';
export { MultiTournamentInput, MultiTournamentListQuery, statusFilter } from './tournament.schema';
export type { MultiTournament } from './tournament.schema';
export { VALID_MODALITY_IDS, VALID_NAME_MAX, VALID_LIST_SORTS, GENRE_IDS, GENRE_ID_VALUES, ValidCloneInput, ValidInput, ValidListQuery, type ValidListSort } from './valid.schema';
export type { Valid, ValidDetail, ValidPosition, ValidResults } from './valid.schema';
export { ValidBasicsStep, ValidEditForm, ValidScheduleStep } from './valid-steps.schema';
export type { ValidEditFields, ValidScheduleFields } from './valid-steps.schema';
export {
  PHASE_FORMAT_IDS,
  PHASE_FORMAT_ID_VALUES,
  PHASE_CATEGORY_IDS,
  PHASE_CATEGORY_ID_VALUES,
  DRAW_METHODS,
  SEED_ORDERS,
  TIE_BREAK_PRESET_NAMES,
  PhaseConfigurationInput,
  PhaseInput,
  NewPhaseInput,
  PhaseOrderInput,
  PhaseQuery,
  PhaseHighlightQuery,
  PhaseConfigurationQuery,
} from './phase.schema';
export type { DrawMethodName, SeedOrderName, TieBreakPresetName, PhaseConfiguration, Phase, PhaseHighlight } from './phase.schema';
export { phaseConfigurationDefaults, phaseSportMisfit, resolvePhaseConfiguration, teamEncounters, tieBreakPresetsOf } from './phase-defaults';
export type { SportMisfit } from './phase-defaults';
export { INSCRIPTION_ORIGIN_CODES, ENTRY_ORIGINS, InscribedCandidatesQuery, InscribedListQuery, InscribedParams, InscribedAddInput, InscribedSeedsInput, InscribedVersionQuery } from './inscribed.schema';
export type { InscriptionOrigin, InscribedPerson, Inscribed } from './inscribed.schema';
export { ageOn, entryRefusal } from './entry-eligibility';
export type { EntryRules, EntryCandidate } from './entry-eligibility';
export { EntryImportInput, EntryImportConfirmInput, IMPORT_FIELDS, IMPORT_MAX_CHARS, IMPORT_MAX_ROWS, IMPORT_MESSAGES, importMessage } from './entry-import.schema';
export type { ImportField, ImportProblem, ImportRowPreview, EntryImportPreview, EntryImportResult, ImportMessageKey } from './entry-import.schema';
export { EXPORT_FORMATS, EXPORT_KINDS, ExportQuery } from './export.schema';
export type { ExportFormat, ExportKind } from './export.schema';
export { DrawInput, GroupMoveInput, RESULT_REASON_MAX, CORRECTION_REASON_MIN, CORRECTION_REASON_MAX, MatchCorrectionInput, MatchLineupInput, MATCH_STATUSES, MatchListQuery, MatchResultInput, MatchResultUpdate, DISTRIBUTION_RULES, SEED_ORDER_LABELS, CLUB_SEPARATION_LABEL } from './draw.schema';
export type { DrawOptions, MatchStatus, GroupEntryView, GroupSummary, MatchView, MatchSlot, ClearedMatch, MatchCorrected, PhaseDraw, GroupDetail, DistributionRule, BracketTypes, SheetPlayer, TeamSheet } from './draw.schema';
export { ResultHistory, ResultHistoryEntry, ResultHistoryResponse } from './result-history.schema';
export { MATCH_EVENT_CODES, MEDIA_EVENT_CODES, SUBSTITUTION_CODES, MAX_EVENT_MINUTE, MATCH_SIDES, youtubeVideoId, MatchEventInput, MatchEventParams, MatchEventDeleteQuery, VersusQuery } from './match-event.schema';
export type { MatchEventCode, MatchSide, EventPerson, MatchEvent, MatchSideView, MatchExtras, VersusMatch, Versus } from './match-event.schema';
export { eventFieldProblems } from './match-event.schema';
export { BalancesQuery, CutPointInput, ModalityTableQuery, RankingInput, RankingListQuery, RatingRulesInput, RatingSystemInput, SnapshotCompareQuery, SnapshotInput, SnapshotQuery } from './ranking.schema';
export type { BalanceLineView, FinishProcessed, ModalityTableRow, RankingCategory, RankingModalityView, RankingView, RatingSystemView, SnapshotComparison, SnapshotSummary, SnapshotView } from './ranking.schema';
export { CALENDAR_SCHEDULED, CalendarQuery, CalendarScopeQuery, CalendarTournamentsRequest, MoveMatchRequest, ScheduleRequest, instant } from './calendar.schema';
export type {
  CalendarConflict,
  CalendarConflictCode,
  CalendarEntry,
  CalendarMetadata,
  CalendarMatch,
  CalendarPage,
  CalendarWindow,
  CalendarScheduled,
  CalendarSide,
  MoveMatchResult,
  ScheduleResult,
} from './calendar.schema';
export { LevelGroupInput, PersonHistoryQuery, RankingConfigurationInput, RankingConfigurationQuery, RankingValidsQuery } from './ranking-divisions.schema';
export type { DivisionsView, LevelGroupView, PersonHistoryView, RankingConfigurationView, RankingValidRow } from './ranking-divisions.schema';
export { FedRankingsQuery, FedRankingTable, FedRankingsResponse } from './ranking-feeds.schema';
export { FAVORITE_KINDS, FavoriteInput, FavoriteParams, PersonMatchesQuery } from './favorite.schema';
export type { Favorite, FavoriteKind, FavoriteFeed, FeedMatch, FeedRanking, FeedSide, PersonMatchesPage, Podium } from './favorite.schema';
export { FOLLOW_MAIL_KINDS, FollowMailInput, UNSUBSCRIBE_SCOPES } from './follow-mail.schema';
export type { FollowMailKind, FollowMailSettings, UnsubscribeScope } from './follow-mail.schema';
export { DESK_STATES, DeskStateInput } from './order-of-play.schema';
export type { DeskState, OrderOfPlay, OrderOfPlayCourt, OrderOfPlayMatch, OrderOfPlayStage } from './order-of-play.schema';
export { SCOREKEEPER_HEADER, SCOREKEEPER_MESSAGES, SCOREKEEPER_NAME_MAX, SCOREKEEPER_SCOPES, ScorekeeperLinkInput, ScorekeeperListQuery, ScorekeeperResultInput } from './scorekeeper.schema';
export type { ScorekeeperLink, ScorekeeperLinkCreated, ScorekeeperMatch, ScorekeeperMessageKey, ScorekeeperScope, ScorekeeperScopeView } from './scorekeeper.schema';
export { PageRecordsQuery, CardParams, CARD_KINDS } from './share.schema';
export { API_KEY_HEADER, API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_PREFIX, API_KEY_SCOPES, ApiKeyInput, ApiKeyParams, ApiKeyRevokeQuery } from './api-key.schema';
export type { ApiKey, ApiKeyCreated, ApiKeyMessageKey, ApiKeyScope } from './api-key.schema';
