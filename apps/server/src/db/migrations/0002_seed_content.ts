import { sql, type Kysely } from 'kysely'

// Frozen once landed. Demo content so the home and notice screens are not empty on first start;
// a migration runs once per database, which makes the seed idempotent.

const banners = [
  { title: 'Swap on hapdex', image: '/banners/banner1.svg', link: '#/swap', sort_order: 1 },
  { title: 'Earn with liquidity', image: '/banners/banner2.svg', link: '#/liquidity', sort_order: 2 },
  { title: 'Invite friends', image: '/banners/banner3.svg', link: '#/invitation', sort_order: 3 },
]

type Texts = Record<'en-US' | 'zh-CN' | 'zh-HK' | 'ja-JP' | 'ko-KR', { title: string; content: string }>

const notices: { group: number; ageDays: number; texts: Texts }[] = [
  {
    group: 1,
    ageDays: 2,
    texts: {
      'en-US': { title: 'Welcome to hapdex', content: '<p>hapdex is live. Swap tokens and provide liquidity on the V1 and V2 pools straight from your wallet.</p>' },
      'zh-CN': { title: '欢迎来到 hapdex', content: '<p>hapdex 已上线。您可以直接用钱包兑换代币，并在 V1 和 V2 资金池中提供流动性。</p>' },
      'zh-HK': { title: '歡迎來到 hapdex', content: '<p>hapdex 已上線。您可以直接用錢包兌換代幣，並在 V1 和 V2 資金池中提供流動性。</p>' },
      'ja-JP': { title: 'hapdex へようこそ', content: '<p>hapdex が公開されました。ウォレットから直接トークンを交換し、V1 と V2 のプールに流動性を提供できます。</p>' },
      'ko-KR': { title: 'hapdex에 오신 것을 환영합니다', content: '<p>hapdex가 출시되었습니다. 지갑에서 바로 토큰을 교환하고 V1 및 V2 풀에 유동성을 공급하세요.</p>' },
    },
  },
  {
    group: 2,
    ageDays: 1,
    texts: {
      'en-US': { title: 'Security reminder', content: '<p>We will never ask for your seed phrase or private key. Signing in only needs a signature, which costs no gas.</p>' },
      'zh-CN': { title: '安全提醒', content: '<p>我们绝不会索取您的助记词或私钥。登录只需要一次签名，不消耗任何 Gas。</p>' },
      'zh-HK': { title: '安全提醒', content: '<p>我們絕不會索取您的助記詞或私鑰。登入只需要一次簽名，不消耗任何 Gas。</p>' },
      'ja-JP': { title: 'セキュリティのお知らせ', content: '<p>シードフレーズや秘密鍵をお尋ねすることはありません。サインインに必要なのは署名だけで、ガス代はかかりません。</p>' },
      'ko-KR': { title: '보안 안내', content: '<p>저희는 절대 시드 문구나 개인 키를 요청하지 않습니다. 로그인에는 가스비가 들지 않는 서명만 필요합니다.</p>' },
    },
  },
  {
    group: 3,
    ageDays: 0,
    texts: {
      'en-US': { title: 'Invite your friends', content: '<p>Copy your invite link from the menu. Friends who connect through it are bound to you as their referrer.</p>' },
      'zh-CN': { title: '邀请好友', content: '<p>在菜单中复制您的邀请链接。好友通过该链接连接钱包后，将绑定您为推荐人。</p>' },
      'zh-HK': { title: '邀請好友', content: '<p>在選單中複製您的邀請連結。好友透過該連結連接錢包後，將綁定您為推薦人。</p>' },
      'ja-JP': { title: '友達を招待しよう', content: '<p>メニューから招待リンクをコピーしてください。リンクから接続した友達は、あなたを紹介者として登録します。</p>' },
      'ko-KR': { title: '친구를 초대하세요', content: '<p>메뉴에서 초대 링크를 복사하세요. 링크로 연결한 친구는 귀하를 추천인으로 등록하게 됩니다.</p>' },
    },
  },
]

export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as Kysely<{
    banners: { title: string; image: string; link: string; sort_order: number }
    notices: { group_id: number; lang: string; title: string; content: string; created_at: unknown }
  }>
  await typed.insertInto('banners').values(banners).execute()
  const rows = notices.flatMap(({ group, ageDays, texts }) =>
    Object.entries(texts).map(([lang, { title, content }]) => ({
      group_id: group,
      lang,
      title,
      content,
      created_at: sql`now() - make_interval(days => ${ageDays})`,
    })),
  )
  await typed.insertInto('notices').values(rows).execute()
}
