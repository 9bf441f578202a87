/**
 * The language of the server's error messages. Like the real platform, platform-api answers
 * `mainError.message` in the request's language (Accept-Language): Traditional Chinese (zh-TW) or
 * English; zh-TW when the request names neither, so a zh-TW author never reads English.
 */
export const LOCALES = ['zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'zh-TW';

/** One message in every language the server speaks. */
export type Message = Readonly<Record<Locale, string>>;

export const message = (zhTW: string, en: string): Message => ({ 'zh-TW': zhTW, en });

/**
 * The best language for an Accept-Language header: the highest-weighted range that is Chinese
 * (any zh: the portal's Chinese is Traditional) or English; the default otherwise.
 */
export function requestLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranges) {
    if (primary === 'zh') return 'zh-TW';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}

/** What the author calls a request field, in Chinese (the English message names the field). */
const FIELD_LABELS_ZH: Record<string, string> = {
  displayName: '名稱',
  genreIds: '類型',
  intro: '一句話簡介',
  synopsis: '文案',
  tags: '標籤',
  serialStatus: '連載狀態',
  listingFrom: '上架時間',
  targetAudience: '目標讀者',
  titleId: '作品',
  chapterId: '章節',
  chapterIds: '章節',
  collectionId: '分卷',
  content: '內文',
  authorNote: '作者的話',
  isFree: '免費章節',
  price: '價格',
  commentsEnabled: '開放留言',
  publishAt: '發布時間',
  baseVersion: '版本',
  selectionType: '閱讀券設定',
  penName: '筆名',
  realName: '真實姓名',
  email: 'Email',
  phone: '電話',
  links: '作品連結',
  statement: '自我介紹',
  consent: '同意條款',
  agreed: '同意條款',
  agreedToRules: '同意活動規則',
  requestId: '請求編號',
  amount: '金額',
  payeeName: '戶名',
  bankCode: '銀行代碼',
  branchCode: '分行代碼',
  accountNumber: '帳號',
  useSavedAccount: '已儲存的帳戶',
  startDate: '開始日期',
  endDate: '結束日期',
  startMonth: '開始月份',
  endMonth: '結束月份',
  month: '月份',
  current: '頁碼',
  limit: '每頁筆數',
  body: '內容',
  reason: '原因',
  hidden: '隱藏',
  cover: '封面',
};

/**
 * A message about one field: "名稱：不可空白" / "displayName: must not be empty". `path` is the
 * field's path in the request (a list item adds its position: "links.2").
 */
export function aboutField(path: string, text: Message): Message {
  const [field = path, ...rest] = path.split('.');
  const label = FIELD_LABELS_ZH[field] ?? field;
  const item = rest.length === 1 && /^\d+$/.test(rest[0] ?? '') ? Number(rest[0]) + 1 : null;
  const where = item !== null ? `${label}（第 ${item} 項）` : [label, ...rest].join('.');
  return message(`${where}：${text['zh-TW']}`, `${path}: ${text.en}`);
}
