/**
 * Every message platform-api puts in `mainError.message`, in zh-TW and English (see i18n.ts).
 * Validation messages name the field; the English text of a field message starts with the
 * request's field name, the Chinese one with what the author calls it.
 */
import { PAYEE_NAME_PUNCTUATION } from './contract';
import { aboutField, message, type Message } from './i18n';

const nt = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

export const MESSAGES = {
  internal: message('伺服器發生錯誤，請稍後再試', 'An internal error occurred'),
  signInRequired: message('請先登入', 'sign in required'),
  forbidden: message('沒有權限', 'forbidden'),
  memberMayNotCreate: (status: string) =>
    message(
      `帳號狀態為 ${status}，不能使用創作者功能`,
      `member status ${status} may not use the creator API`,
    ),
  creatorTermsNotAgreed: message(
    '請先同意創作者條款，才能使用創作者功能',
    'agree to the creator terms before using the creator features',
  ),
  workOfAnotherAuthor: message('這部作品屬於其他作者', 'this work belongs to another author'),
  chapterOfAnotherAuthor: message('這個章節屬於其他作者', 'this chapter belongs to another author'),
  collectionOfAnotherAuthor: message(
    '這個分卷屬於其他作者',
    'this collection belongs to another author',
  ),
  commentOnAnotherAuthorsWork: message(
    '這則留言在其他作者的作品下',
    "this comment is on another author's work",
  ),
  duplicatedTitleName: message('你已經有一部同名的作品', 'you already have a work with this name'),

  // Requests as a whole
  bodyNotJson: message('請求內容必須是 JSON', 'request body must be JSON'),
  bodyTooLarge: (megabytes: number) =>
    message(
      `請求內容太大：最多 ${megabytes} MB`,
      `request body too large: at most ${megabytes} MB`,
    ),
  unsupportedContentType: (allowed: string) =>
    message(
      `不支援這種請求內容格式，請以 ${allowed} 傳送`,
      `unsupported content type: send ${allowed}`,
    ),
  crossSiteWrite: message(
    '拒絕來自其他網站的變更請求',
    'changes are not accepted from another site',
  ),
  formMalformed: message('表單內容無法解讀', 'the form data could not be read'),
  throttled: (seconds: number) =>
    message(
      `操作太頻繁，請於 ${seconds} 秒後再試`,
      `too many requests: try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
    ),
  injectedFault: (status: number) =>
    message(`測試注入的錯誤 ${status}`, `injected fault ${status}`),

  // Field problems (zod issues and our own checks); aboutField puts the field in front.
  required: message('必填', 'is required'),
  empty: message('不可空白', 'must not be empty'),
  tooLongText: (max: number) => message(`最多 ${max} 個字`, `must be at most ${max} characters`),
  tooShortText: (min: number) => message(`至少 ${min} 個字`, `must be at least ${min} characters`),
  tooFewItems: (min: number) => message(`至少 ${min} 項`, `choose at least ${min}`),
  tooManyItems: (max: number) => message(`最多 ${max} 項`, `at most ${max} allowed`),
  tooSmall: (min: number) => message(`不可小於 ${min}`, `must be at least ${min}`),
  tooBig: (max: number) => message(`不可大於 ${max}`, `must be at most ${max}`),
  notInteger: message('必須是整數', 'must be a whole number'),
  wrongType: (expected: string) =>
    message(`格式不正確（應為 ${expected}）`, `has the wrong type (expected ${expected})`),
  notOneOf: (values: string) => message(`必須是 ${values} 其中之一`, `must be one of ${values}`),
  mustBeTrue: message('必須勾選', 'must be true'),
  notEmail: message('不是有效的 Email', 'must be an email address'),
  notWebLink: message(
    '只接受 http:// 或 https:// 開頭的網址',
    'must be an http:// or https:// address',
  ),
  notDateTime: message(
    '必須是含時區的 ISO 8601 時間',
    'must be an ISO 8601 date-time with an offset',
  ),
  notDate: message('必須是 YYYY-MM-DD 格式的日期', 'must be a date as YYYY-MM-DD'),
  notMonth: message('必須是 YYYY-MM 格式的月份（01 到 12 月）', 'must be a month as YYYY-MM'),
  digits: (count: string) => message(`必須是 ${count} 位數字`, `must be ${count} digits`),
  phoneDigits: message('必須是 8 到 15 位數字', 'must be 8 to 15 digits'),
  badFormat: message('格式不正確', 'has the wrong format'),
  unknownField: (names: string) => message(`不認得的欄位：${names}`, `unknown field(s): ${names}`),
  invalid: message('內容不正確', 'is not valid'),
  rangeOrder: message('開始日期不可晚於結束日期', 'startDate must not be after endDate'),
  controlCharacters: message('不可包含控制字元', 'must not contain control characters'),
  lineBreaks: message(
    '只能有一行，不可換行或包含定位字元',
    'must be one line: no line breaks or tabs',
  ),
  invisibleCharacters: message(
    '不可包含看不見的字元（換行、控制字元、零寬字元或文字方向符號）',
    'must not contain invisible characters (line breaks, control, zero-width or text-direction characters)',
  ),
  notWithPublishTime: message(
    '不可與發布時間一起送出：立即發布或排定時間，請擇一',
    'must not come with a publish time: publish now or at a time, not both',
  ),
  monthOrder: message('開始月份不可晚於結束月份', 'startMonth must not be after endMonth'),
  monthInFuture: (field: string, current: string) =>
    aboutField(
      field,
      message(
        `不可晚於本月（${current}，台北時間）`,
        `must not be after the current month (${current}, Asia/Taipei)`,
      ),
    ),
  rangeTooLong: (maxDays: number) =>
    message(`查詢期間最多 ${maxDays} 天`, `a range covers at most ${maxDays} days`),
  reportTooLong: (maxMonths: number) =>
    message(`報表最多涵蓋 ${maxMonths} 個月`, `a report covers at most ${maxMonths} months`),

  // Works and covers
  unknownGenre: (ids: string) =>
    aboutField('genreIds', message(`沒有這個類型：${ids}`, `unknown genre ${ids}`)),
  duplicatedGenre: aboutField('genreIds', message('類型重複', 'duplicated genre')),
  publishInPast: (field: string) =>
    aboutField(
      field,
      message(
        '不能排定過去的時間；要立即發布請改送 publishNow: true',
        'a time in the past cannot be scheduled; to publish now, send publishNow: true',
      ),
    ),
  coverNotMultipart: (field: string) =>
    message(
      `封面必須以 multipart/form-data 的「${field}」欄位上傳`,
      `cover must be sent as multipart/form-data in the field "${field}"`,
    ),
  coverMissing: (field: string) =>
    aboutField(
      field,
      message(`請在「${field}」欄位附上檔案`, `a file is required in the field "${field}"`),
    ),
  coverTooLarge: (maxBytes: number) =>
    message(
      `封面最大 ${maxBytes} 位元組（5 MB）`,
      `cover must be at most ${maxBytes} bytes (5 MB)`,
    ),
  coverNotImage: message(
    '封面必須是 JPEG、PNG 或 WebP 圖片',
    'cover must be a JPEG, PNG or WebP image',
  ),

  // Chapters
  notCollectionOfWork: aboutField(
    'collectionId',
    message('不是這部作品的分卷', 'not a collection of this work'),
  ),
  chapterOrderMismatch: (detailZh: string, detailEn: string) =>
    message(
      `章節順序必須剛好列出這部作品的每個章節一次（${detailZh}）；請重新載入章節後再試`,
      `chapterIds must list every chapter of the work exactly once (${detailEn}); ` +
        'reload the chapters and try again',
    ),
  chapterChangedElsewhere: (now: number, base: number) =>
    message(
      `這個章節已在別處修改（目前是第 ${now} 版，你從第 ${base} 版開始編輯）；請重新載入後再儲存`,
      `the chapter was changed elsewhere (now version ${now}, ` +
        `you started from version ${base}); reload it before saving`,
    ),
  paidChapterMinPrice: (min: number) =>
    aboutField(
      'price',
      message(
        `付費章節至少 ${min} 點；要免費請改為免費章節`,
        `a paid chapter costs at least ${min} point; make it free instead`,
      ),
    ),
  contentTooLong: (max: number) =>
    aboutField(
      'content',
      message(
        `整理後的內文最多 ${max.toLocaleString('en-US')} 個字元（HTML）`,
        `at most ${max} characters of HTML once cleaned`,
      ),
    ),
  tooManyTags: (max: number) =>
    aboutField(
      'content',
      message(
        `內文的格式標記太多：最多 ${max.toLocaleString('en-US')} 個標籤`,
        `too much markup: at most ${max} tags`,
      ),
    ),
  markupUnreadable: aboutField(
    'content',
    message('內文的格式標記層層巢狀，無法處理', 'the markup is nested too deeply to be read'),
  ),
  emptyChapter: (field: string) =>
    aboutField(
      field,
      message(
        '章節還沒有內容，無法發佈或排程；請先寫好內文',
        'the chapter has no text yet, so it cannot be published or scheduled',
      ),
    ),
  notChaptersOfWork: (ids: string) =>
    aboutField(
      'chapterIds',
      message(`${ids} 不是這部作品的章節`, `${ids} not a chapter of this work`),
    ),
  freeChaptersTakeNoTickets: (names: string, plural: boolean) =>
    aboutField(
      'chapterIds',
      message(
        `${names}是免費章節；只有付費章節能使用閱讀券`,
        `${names} ${plural ? 'are' : 'is'} free; only paid chapters can take reading tickets`,
      ),
    ),

  // Members
  applicationPending: message('已有一份申請在審核中', 'an application is already pending review'),
  alreadyVerified: message('你已經是認證作家', 'you are already a verified author'),
  onlyPendingWithdrawn: message(
    '只有審核中的申請可以撤回',
    'only a pending application can be withdrawn',
  ),

  // Revenue
  withdrawalRequestReused: message(
    '這個請求編號已用於另一筆金額或帳戶不同的提領',
    'requestId was already used for a withdrawal of a different amount or account',
  ),
  noSavedAccount: aboutField(
    'useSavedAccount',
    message(
      '還沒有儲存的收款帳戶，請填寫完整的帳戶資料',
      'no bank account is saved yet; give the account in full',
    ),
  ),
  unknownBank: message('不是台灣的銀行代碼', 'is not a Taiwanese bank code'),
  payeeCharacters: message(
    `只能使用文字、數字、空格及 ${PAYEE_NAME_PUNCTUATION} 符號`,
    `may hold letters, digits, spaces and ${PAYEE_NAME_PUNCTUATION} only`,
  ),
  notWithSavedAccount: message(
    '使用已儲存的帳戶時不可再填寫',
    'must be left out with useSavedAccount',
  ),
  withdrawalMinimum: (minimum: number) =>
    aboutField(
      'amount',
      message(`最低提領金額為 ${nt(minimum)}`, `the minimum withdrawal is NT$${minimum}`),
    ),
  withdrawalOverBalance: (balance: number) =>
    aboutField(
      'amount',
      message(`超過可提領餘額 ${nt(balance)}`, `exceeds the withdrawable balance of NT$${balance}`),
    ),

  // Contests
  contestClosed: message('這個活動目前不接受投稿', 'the contest is not accepting entries'),
  contestAlreadyEntered: message(
    '你已投稿這個活動；請先撤回原本的投稿',
    'you have already entered this contest; withdraw that entry first',
  ),
  /** Followed by one sentence per reason, each ending with its full stop. */
  contestIneligible: (...reasons: Message[]) =>
    aboutField(
      'titleId',
      message(
        `這部作品不符合投稿資格。${reasons.map((r) => r['zh-TW']).join('')}`,
        `the work cannot enter this contest. ${reasons.map((r) => r.en).join(' ')}`,
      ),
    ),
  contestNotListed: message(
    '作品尚未上架，上架後才能投稿。',
    'It is not listed yet; list it to enter.',
  ),
  contestGenreMismatch: (...genres: string[]) =>
    message(
      `作品分類不符合本活動（限：${genres.join('、')}）。`,
      `Its genres do not fit this contest (only: ${genres.join(', ')}).`,
    ),
  contestTooFewWords: (words: number, min: number) =>
    message(
      `字數不足：已發布 ${words.toLocaleString('en-US')} 字，至少需要 ${min.toLocaleString('en-US')} 字（草稿和排程中的章節不計）。`,
      `Too short: ${words.toLocaleString('en-US')} words published, at least ` +
        `${min.toLocaleString('en-US')} needed (drafts and scheduled chapters do not count).`,
    ),
  contestSynopsisMissing: message(
    '作品還沒有簡介，本活動需要填寫作品簡介。',
    'It has no synopsis, which this contest requires.',
  ),
  contestWithdrawClosed: message(
    '截止後不能撤回投稿',
    'an entry can only be withdrawn before the deadline',
  ),

  // Idempotency keys (lib/idempotency.ts)
  idempotencyKeyInvalid: (header: string, max: number) =>
    message(
      `${header} 必須是 1 到 ${max} 個可見的 ASCII 字元`,
      `${header} must be 1 to ${max} visible ASCII characters`,
    ),
  idempotencyKeyReused: (header: string, key: string) =>
    message(
      `${header} ${key} 已用於另一個不同的請求；新的請求需要新的 key`,
      `${header} ${key} was already used for a different request; a new request needs a new key`,
    ),
  idempotencyKeyChangedSince: (header: string, key: string) =>
    message(
      `使用 ${header} ${key} 的請求已經完成，但資料之後又在別處變更了；請重新載入後再試`,
      `the request with ${header} ${key} was done, but what it saved has changed elsewhere since; reload and try again`,
    ),
  idempotencyKeyInProgress: (header: string, key: string) =>
    message(
      `使用 ${header} ${key} 的請求仍在處理中，請稍候再試`,
      `the request with ${header} ${key} is still being answered; try again in a moment`,
    ),
} satisfies Record<string, Message | ((...args: never[]) => Message)>;
