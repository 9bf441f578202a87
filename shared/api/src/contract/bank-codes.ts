/**
 * The Taiwanese financial institutions a withdrawal can be paid into, by their 3-digit code:
 * domestic and foreign banks that keep NT$ deposit accounts, credit cooperatives and Chunghwa Post.
 * The withdraw form offers these, and platform-api refuses any other code, so both sides read this
 * one list. Bills finance companies and the treasury have codes too but hold no personal accounts;
 * farmers' and fishermen's association credit departments are not offered yet.
 *
 * Kept out of the contract's barrel (`@creator/api/contract`), which every app loads at start:
 * only the withdraw form and the server import it, as `@creator/api/bank-codes`.
 */
export interface TaiwanBank {
  /** The 3-digit code used in transfers. */
  code: string;
  /** The name authors know it by, in Traditional Chinese. */
  name: string;
  nameEn: string;
}

const bank = (code: string, name: string, nameEn: string): TaiwanBank => ({ code, name, nameEn });

export const TAIWAN_BANKS: readonly TaiwanBank[] = [
  bank('004', '臺灣銀行', 'Bank of Taiwan'),
  bank('005', '臺灣土地銀行', 'Land Bank of Taiwan'),
  bank('006', '合作金庫商業銀行', 'Taiwan Cooperative Bank'),
  bank('007', '第一商業銀行', 'First Commercial Bank'),
  bank('008', '華南商業銀行', 'Hua Nan Commercial Bank'),
  bank('009', '彰化商業銀行', 'Chang Hwa Commercial Bank'),
  bank('011', '上海商業儲蓄銀行', 'Shanghai Commercial & Savings Bank'),
  bank('012', '台北富邦商業銀行', 'Taipei Fubon Commercial Bank'),
  bank('013', '國泰世華商業銀行', 'Cathay United Bank'),
  bank('016', '高雄銀行', 'Bank of Kaohsiung'),
  bank('017', '兆豐國際商業銀行', 'Mega International Commercial Bank'),
  bank('018', '全國農業金庫', 'Agricultural Bank of Taiwan'),
  bank('020', '日商瑞穗銀行', 'Mizuho Bank'),
  bank('021', '花旗（台灣）商業銀行', 'Citibank Taiwan'),
  bank('022', '美國銀行', 'Bank of America'),
  bank('023', '泰國盤谷銀行', 'Bangkok Bank'),
  bank('025', '菲律賓首都銀行', 'Metropolitan Bank and Trust'),
  bank('029', '新加坡商大華銀行', 'United Overseas Bank'),
  bank('030', '美商道富銀行', 'State Street Bank'),
  bank('037', '法商法國興業銀行', 'Société Générale'),
  bank('039', '澳商澳盛銀行', 'ANZ Bank'),
  bank('048', '王道商業銀行', 'O-Bank'),
  bank('050', '臺灣中小企業銀行', 'Taiwan Business Bank'),
  bank('052', '渣打國際商業銀行', 'Standard Chartered Bank (Taiwan)'),
  bank('053', '台中商業銀行', 'Taichung Commercial Bank'),
  bank('054', '京城商業銀行', "King's Town Bank"),
  bank('072', '德商德意志銀行', 'Deutsche Bank'),
  bank('075', '香港商東亞銀行', 'Bank of East Asia'),
  bank('076', '美商摩根大通銀行', 'JPMorgan Chase Bank'),
  bank('081', '滙豐（台灣）商業銀行', 'HSBC Bank (Taiwan)'),
  bank('082', '法商法國巴黎銀行', 'BNP Paribas'),
  bank('085', '新加坡商新加坡華僑銀行', 'OCBC Bank'),
  bank('086', '法商東方匯理銀行', 'Crédit Agricole CIB'),
  bank('092', '瑞士商瑞士銀行', 'UBS'),
  bank('093', '荷商安智銀行', 'ING Bank'),
  bank('098', '日商三菱日聯銀行', 'MUFG Bank'),
  bank('101', '瑞興商業銀行', 'Taipei Star Bank'),
  bank('102', '華泰商業銀行', 'Hwatai Bank'),
  bank('103', '臺灣新光商業銀行', 'Shin Kong Commercial Bank'),
  bank('104', '台北市第五信用合作社', 'Taipei Fifth Credit Cooperative'),
  bank('108', '陽信商業銀行', 'Sunny Bank'),
  bank('114', '基隆第一信用合作社', 'Keelung First Credit Cooperative'),
  bank('115', '基隆市第二信用合作社', 'Keelung Second Credit Cooperative'),
  bank('118', '板信商業銀行', 'Bank of Panhsin'),
  bank('119', '淡水第一信用合作社', 'Tamsui First Credit Cooperative'),
  bank('120', '新北市淡水信用合作社', 'Tamsui Credit Cooperative'),
  bank('124', '宜蘭信用合作社', 'Yilan Credit Cooperative'),
  bank('127', '桃園信用合作社', 'Taoyuan Credit Cooperative'),
  bank('130', '新竹第一信用合作社', 'Hsinchu First Credit Cooperative'),
  bank('132', '新竹第三信用合作社', 'Hsinchu Third Credit Cooperative'),
  bank('146', '台中市第二信用合作社', 'Taichung Second Credit Cooperative'),
  bank('147', '三信商業銀行', 'Cota Commercial Bank'),
  bank('158', '彰化第一信用合作社', 'Changhua First Credit Cooperative'),
  bank('161', '彰化第五信用合作社', 'Changhua Fifth Credit Cooperative'),
  bank('162', '彰化第六信用合作社', 'Changhua Sixth Credit Cooperative'),
  bank('163', '彰化第十信用合作社', 'Changhua Tenth Credit Cooperative'),
  bank('165', '彰化縣鹿港信用合作社', 'Lukang Credit Cooperative'),
  bank('178', '嘉義市第三信用合作社', 'Chiayi Third Credit Cooperative'),
  bank('188', '臺南第三信用合作社', 'Tainan Third Credit Cooperative'),
  bank('204', '高雄市第三信用合作社', 'Kaohsiung Third Credit Cooperative'),
  bank('215', '花蓮第一信用合作社', 'Hualien First Credit Cooperative'),
  bank('216', '花蓮第二信用合作社', 'Hualien Second Credit Cooperative'),
  bank('222', '澎湖縣第一信用合作社', 'Penghu First Credit Cooperative'),
  bank('223', '澎湖第二信用合作社', 'Penghu Second Credit Cooperative'),
  bank('224', '金門縣信用合作社', 'Kinmen Credit Cooperative'),
  bank('321', '日商三井住友銀行', 'Sumitomo Mitsui Banking Corporation'),
  bank('326', '西班牙商西班牙對外銀行', 'BBVA'),
  bank('329', '印尼商印尼人民銀行', 'Bank Rakyat Indonesia'),
  bank('330', '韓商韓亞銀行', 'Hana Bank'),
  bank('380', '大陸商中國銀行', 'Bank of China'),
  bank('381', '大陸商交通銀行', 'Bank of Communications'),
  bank('382', '大陸商中國建設銀行', 'China Construction Bank'),
  bank('700', '中華郵政', 'Chunghwa Post'),
  bank('803', '聯邦商業銀行', 'Union Bank of Taiwan'),
  bank('805', '遠東國際商業銀行', 'Far Eastern International Bank'),
  bank('806', '元大商業銀行', 'Yuanta Commercial Bank'),
  bank('807', '永豐商業銀行', 'Bank SinoPac'),
  bank('808', '玉山商業銀行', 'E.SUN Commercial Bank'),
  bank('809', '凱基商業銀行', 'KGI Bank'),
  bank('810', '星展（台灣）商業銀行', 'DBS Bank (Taiwan)'),
  bank('812', '台新國際商業銀行', 'Taishin International Bank'),
  bank('816', '安泰商業銀行', 'EnTie Commercial Bank'),
  bank('822', '中國信託商業銀行', 'CTBC Bank'),
  bank('823', '將來商業銀行', 'Next Bank'),
  bank('824', '連線商業銀行', 'LINE Bank Taiwan'),
  bank('826', '樂天國際商業銀行', 'Rakuten International Commercial Bank'),
];

const BY_CODE = new Map(TAIWAN_BANKS.map((entry) => [entry.code, entry]));

/** The institution with this code, or undefined for a code that is not on the list. */
export const bankByCode = (code: string): TaiwanBank | undefined => BY_CODE.get(code);

export const isBankCode = (code: string): boolean => BY_CODE.has(code);
