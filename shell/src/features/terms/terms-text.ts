import type { Locale } from '@creator/ui';

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export interface TermsDocument {
  title: string;
  effective: string;
  intro: string;
  sections: TermsSection[];
}

/** The creator terms, written for this portal. Long-form text lives here, not in a catalogue. */
export const CREATOR_TERMS: Record<Locale, TermsDocument> = {
  'zh-TW': {
    title: '創作者條款',
    effective: '生效日期：2026 年 1 月 1 日',
    intro:
      '歡迎你在本平台發表作品。本條款說明你以創作者身分使用創作者後台時，你與本平台之間的權利與義務。勾選同意並按下「下一步」，即表示你已閱讀、理解並同意本條款。',
    sections: [
      {
        heading: '一、帳號與資格',
        paragraphs: [
          '你必須使用已完成電子郵件驗證的會員帳號，才能建立與管理作品。',
          '你應妥善保管帳號與登入憑證；透過你的帳號進行的操作，視為你本人所為。',
        ],
      },
      {
        heading: '二、作品權利',
        paragraphs: [
          '你保有作品的著作權。你授權本平台在提供服務所需的範圍內，於全球、非專屬地重製、公開傳輸、展示及推廣你的作品與作品資訊（名稱、封面、簡介）。',
          '你擔保作品為你本人創作，或已取得合法授權，且不侵害任何第三人的權利。',
        ],
      },
      {
        heading: '三、內容規範',
        paragraphs: [
          '作品不得含有違反中華民國法律的內容，包括但不限於侵害他人隱私、名譽或智慧財產權，或涉及未成年人之不當內容。',
          '請依實際內容設定作品的分類與目標讀者。本平台得依規範調整作品的分類、分級或下架違規內容，並以站內通知告知你。',
        ],
      },
      {
        heading: '四、付費章節與收益',
        paragraphs: [
          '你可以將章節設為付費或開放閱讀券。讀者付費解鎖、閱讀券使用、禮物及活動獎金所產生的收益，依收益報表所列的分潤比例計算。',
          '收益以新臺幣整數計算；達最低提領金額後，你可以申請提領至你本人名下的銀行帳戶。提領申請經審核後撥款，手續費將在送出前顯示。',
        ],
      },
      {
        heading: '五、投稿活動',
        paragraphs: [
          '參加投稿活動時，另須遵守該活動公告的規則；活動規則與本條款不一致時，就該活動以活動規則為準。',
        ],
      },
      {
        heading: '六、數據與隱私',
        paragraphs: [
          '本平台會提供你作品的閱讀與收益數據。我們依隱私權政策處理你的個人資料，並僅在提供與改善服務所需的範圍內使用。',
          '你可以在帳號選單中關閉使用數據分析。',
        ],
      },
      {
        heading: '七、條款變更與終止',
        paragraphs: [
          '本平台修改本條款時，將於生效前在站內公告。你於生效後繼續使用創作者後台，視為同意修改後的條款。',
          '你可以隨時停止使用創作者後台。你嚴重違反本條款時，本平台得暫停或終止你的創作者權限；已產生且未涉及違規的收益，仍依規定結算。',
        ],
      },
      {
        heading: '八、準據法',
        paragraphs: ['本條款以中華民國法律為準據法，並以臺灣臺北地方法院為第一審管轄法院。'],
      },
    ],
  },
  en: {
    title: 'Creator terms',
    effective: 'Effective 1 January 2026',
    intro:
      'Welcome, and thank you for publishing with us. These terms set out the rights and duties between you and the platform when you use the creator portal as a creator. By ticking the agreement box and pressing Next you confirm that you have read, understood and accepted them.',
    sections: [
      {
        heading: '1. Account and eligibility',
        paragraphs: [
          'You need a member account with a verified email address to create and manage works.',
          'Keep your account and sign-in credentials safe; anything done through your account is treated as done by you.',
        ],
      },
      {
        heading: '2. Rights in your works',
        paragraphs: [
          'You keep the copyright in your works. You grant the platform a worldwide, non-exclusive licence to reproduce, transmit, display and promote your works and their details (name, cover, synopsis) as far as needed to run the service.',
          'You confirm that each work is your own or that you hold the rights to publish it, and that it infringes no one else’s rights.',
        ],
      },
      {
        heading: '3. Content rules',
        paragraphs: [
          'Works must not break the laws of Taiwan, including by invading privacy, defaming anyone, infringing intellectual property, or sexualising minors.',
          'Set the categories and target audience of each work truthfully. The platform may change a work’s category or rating, or take down content that breaks these rules, and will tell you in the portal.',
        ],
      },
      {
        heading: '4. Paid chapters and revenue',
        paragraphs: [
          'You may make chapters paid or open them to reading tickets. Revenue from paid unlocks, reading tickets, gifts and contest prizes is shared at the rates shown in your revenue report.',
          'Revenue is counted in whole New Taiwan dollars. Once you reach the minimum amount you may withdraw to a bank account in your own name. Withdrawals are paid after review; any fee is shown before you confirm.',
        ],
      },
      {
        heading: '5. Contests',
        paragraphs: [
          'When you enter a contest you also accept its published rules; where they differ from these terms, the contest rules prevail for that contest.',
        ],
      },
      {
        heading: '6. Data and privacy',
        paragraphs: [
          'The platform shows you reading and revenue data about your works. We handle your personal data under the privacy policy and only as far as needed to provide and improve the service.',
          'You can switch off usage analytics in the account menu.',
        ],
      },
      {
        heading: '7. Changes and termination',
        paragraphs: [
          'We announce changes to these terms in the portal before they take effect. Using the creator portal after that date means you accept the new terms.',
          'You may stop using the creator portal at any time. If you seriously breach these terms we may suspend or end your creator access; revenue earned without a breach is still settled.',
        ],
      },
      {
        heading: '8. Governing law',
        paragraphs: [
          'These terms are governed by the laws of Taiwan (R.O.C.), with the Taiwan Taipei District Court as the court of first instance.',
        ],
      },
    ],
  },
};
