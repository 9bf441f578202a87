/** Fixed demo content for the seed: names and texts an author of a Taiwanese platform would see. */

export const GENRES: readonly [id: string, name: string][] = [
  ['fantasy', '奇幻'],
  ['romance', '言情'],
  ['urban', '都市'],
  ['mystery', '懸疑'],
  ['scifi', '科幻'],
  ['wuxia', '武俠'],
  ['history', '歷史'],
  ['horror', '恐怖'],
  ['light-novel', '輕小說'],
  ['fanfiction', '同人'],
  ['campus', '校園'],
  ['workplace', '職場'],
];

export const CHAPTER_NAMES = [
  '霧起之夜',
  '舊城的鐘聲',
  '第一封信',
  '雨中的訪客',
  '消失的證人',
  '燈下的影子',
  '無人知曉的約定',
  '月光與謊言',
  '老街茶館',
  '午夜列車',
  '暗巷',
  '回不去的夏天',
  '風起時',
  '祕密的重量',
  '失落的鑰匙',
  '兩個人的車站',
  '灰燼裡的花',
  '倒數計時',
  '最後一盞燈',
  '真相大白',
  '破曉之前',
  '再會',
  '新的旅程',
  '星落之處',
  '遠方來信',
  '夢醒時分',
  '迷途',
  '歸來',
  '潮汐',
  '約定之日',
];

export const SENTENCES = [
  '雨下了一整夜，街燈在水窪裡碎成一片一片的光。',
  '她推開老舊的木門，門軸發出一聲長長的嘆息。',
  '「你來晚了。」他頭也不抬地說，手中的茶早已涼透。',
  '遠處傳來火車的汽笛聲，像是在催促著什麼。',
  '沒有人知道那天晚上究竟發生了什麼事。',
  '風從巷口灌進來，吹亂了桌上的信紙。',
  '他想起多年前的那個夏天，蟬聲震耳，陽光刺眼。',
  '「如果能重來一次，你還會做同樣的選擇嗎？」',
  '茶館的老闆娘擦著杯子，目光卻始終停在門口。',
  '城市的霓虹一盞一盞亮起，把夜色染成了紫色。',
  '她把鑰匙握在掌心，冰涼的金屬漸漸有了溫度。',
  '那是一條誰也不願意走的路，但總得有人走。',
  '筆記本的最後一頁，只寫著一個陌生的地址。',
  '他笑了笑，沒有回答，只是把窗簾拉上。',
  '天邊泛起魚肚白，新的一天就這樣開始了。',
];

export const READER_NAMES = [
  '夜貓子讀者',
  '小籠包',
  '追更中的阿明',
  '月下獨酌',
  '奶茶去冰',
  '書蟲小安',
  '晴天娃娃',
  '墨染青衣',
  '貓咪店長',
  '深夜食堂',
  '一隻鹹魚',
  '桂花糕',
  '北極熊',
  '雲淡風輕',
  '花生醬',
  '阿嬤的滷肉飯',
];

export const GIFT_KINDS: readonly [name: string, unitValue: number][] = [
  ['愛心', 1],
  ['咖啡', 10],
  ['珍珠奶茶', 30],
  ['蛋糕', 50],
  ['花束', 100],
  ['火箭', 500],
];

export const COMMENT_TEXTS = [
  '這章好精彩，等不及看下一章了！',
  '作者大大請問什麼時候更新？',
  '女主角的轉變寫得好細膩。',
  '結尾那段看得我起雞皮疙瘩。',
  '有點看不懂這段的時間線，可以解釋一下嗎？',
  '每天都在等更新，加油！',
  '這個反派太有魅力了。',
  '錯字：第三段的「在」應該是「再」。',
  '已經推薦給朋友了～',
  '節奏有點慢，但氣氛營造得很好。',
];

/**
 * Unreplied comments whose text is markup, newest of the demo author's: the comments screen shows
 * them as the characters typed, and nothing in them runs.
 */
export const PAYLOAD_COMMENTS: readonly { reader: string; body: string; hoursAgo: number }[] = [
  { reader: '<b>粗體讀者</b>', body: '<script>alert("xss")</script>這章寫得真好！', hoursAgo: 2 },
  {
    reader: '好奇的讀者',
    body: '<img src=x onerror=alert(1)>請問下一章什麼時候更新？',
    hoursAgo: 5,
  },
];

export const ANNOUNCEMENTS: readonly {
  category: string;
  title: string;
  body: string;
  pinned: boolean;
  daysAgo: number;
}[] = [
  {
    category: '系統公告',
    title: '創作者後台全新改版上線',
    body: '全新的創作者後台已經上線！作品管理、數據中心與收益明細都有了新的介面，歡迎試用並提供意見。',
    pinned: true,
    daysAgo: 3,
  },
  {
    category: '政策更新',
    title: '創作者條款更新說明',
    body: '我們更新了創作者條款中關於收益分潤與提領的說明，新條款將於下個月一日起生效。',
    pinned: true,
    daysAgo: 12,
  },
  {
    category: '活動',
    title: '都市懸疑短篇大賞開始收件',
    body: '以「城市的祕密」為題，徵求兩萬字以上的懸疑短篇，首獎獎金新台幣五萬元。',
    pinned: false,
    daysAgo: 30,
  },
  {
    category: '功能更新',
    title: '閱讀券設定支援全選',
    body: '現在可以一次為作品的所有付費章節開放閱讀券，也可以逐章設定。',
    pinned: false,
    daysAgo: 45,
  },
  {
    category: '系統公告',
    title: '系統維護通知',
    body: '本週四凌晨二點至四點進行系統維護，期間後台將暫停服務，造成不便敬請見諒。',
    pinned: false,
    daysAgo: 60,
  },
  {
    category: '活動',
    title: '第三屆言情小說獎得獎名單即將公布',
    body: '感謝所有參賽的作者，評審作業進行中，得獎名單將於下個月公布。',
    pinned: false,
    daysAgo: 75,
  },
  {
    category: '功能更新',
    title: '章節排序支援拖曳',
    body: '章節排序頁面現在可以直接拖曳調整順序，也支援鍵盤操作。',
    pinned: false,
    daysAgo: 120,
  },
  {
    category: '政策更新',
    title: '提領手續費調整',
    body: '自即日起，每筆提領的手續費統一為新台幣三十元。',
    pinned: false,
    daysAgo: 150,
  },
];
