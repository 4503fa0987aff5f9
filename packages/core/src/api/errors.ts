import type { Language } from '../i18n/languages.ts'

type Messages = Record<Language, string>

/**
 * Every error the API can answer with: its HTTP status and its message in each language.
 * Clients branch on the key (sent as `error`), and show `msg`, already in the caller's `Lang`.
 */
export const apiErrors = {
  bad_request: {
    status: 400,
    msg: { 'en-US': 'Invalid request', 'zh-CN': '请求参数有误', 'zh-HK': '請求參數有誤', 'ja-JP': 'リクエストが正しくありません', 'ko-KR': '잘못된 요청입니다' },
  },
  unauthorized: {
    status: 401,
    msg: { 'en-US': 'Please connect your wallet and sign in', 'zh-CN': '请连接钱包并登录', 'zh-HK': '請連接錢包並登入', 'ja-JP': 'ウォレットを接続してサインインしてください', 'ko-KR': '지갑을 연결하고 로그인하세요' },
  },
  forbidden: {
    status: 403,
    msg: { 'en-US': 'You are not allowed to do this', 'zh-CN': '无权执行此操作', 'zh-HK': '無權執行此操作', 'ja-JP': 'この操作は許可されていません', 'ko-KR': '이 작업을 수행할 권한이 없습니다' },
  },
  not_found: {
    status: 404,
    msg: { 'en-US': 'Not found', 'zh-CN': '未找到', 'zh-HK': '未找到', 'ja-JP': '見つかりません', 'ko-KR': '찾을 수 없습니다' },
  },
  rate_limited: {
    status: 429,
    msg: { 'en-US': 'Too many requests, please slow down', 'zh-CN': '请求过于频繁，请稍后再试', 'zh-HK': '請求過於頻繁，請稍後再試', 'ja-JP': 'リクエストが多すぎます。しばらくしてからお試しください', 'ko-KR': '요청이 너무 많습니다. 잠시 후 다시 시도하세요' },
  },
  busy: {
    // The database had no free connection in time, or a statement ran past its limit: a load the caller can wait out.
    status: 503,
    msg: { 'en-US': 'The server is busy, please try again in a moment', 'zh-CN': '服务器繁忙，请稍后再试', 'zh-HK': '伺服器繁忙，請稍後再試', 'ja-JP': 'サーバーが混み合っています。しばらくしてからお試しください', 'ko-KR': '서버가 혼잡합니다. 잠시 후 다시 시도하세요' },
  },
  internal: {
    status: 500,
    msg: { 'en-US': 'Server error, please try again later', 'zh-CN': '服务器错误，请稍后再试', 'zh-HK': '伺服器錯誤，請稍後再試', 'ja-JP': 'サーバーエラーです。しばらくしてからお試しください', 'ko-KR': '서버 오류입니다. 잠시 후 다시 시도하세요' },
  },
  'auth.nonce_invalid': {
    status: 401,
    msg: { 'en-US': 'Sign-in request expired or already used, please sign again', 'zh-CN': '登录请求已过期或已使用，请重新签名', 'zh-HK': '登入請求已過期或已使用，請重新簽名', 'ja-JP': 'サインイン要求が期限切れか使用済みです。もう一度署名してください', 'ko-KR': '로그인 요청이 만료되었거나 이미 사용되었습니다. 다시 서명하세요' },
  },
  'auth.message_invalid': {
    status: 401,
    msg: { 'en-US': 'Sign-in message does not match this site or network', 'zh-CN': '登录消息与本站或网络不符', 'zh-HK': '登入訊息與本站或網絡不符', 'ja-JP': 'サインインメッセージがこのサイトまたはネットワークと一致しません', 'ko-KR': '로그인 메시지가 이 사이트 또는 네트워크와 일치하지 않습니다' },
  },
  'auth.signature_invalid': {
    status: 401,
    msg: { 'en-US': 'Signature verification failed', 'zh-CN': '签名验证失败', 'zh-HK': '簽名驗證失敗', 'ja-JP': '署名の検証に失敗しました', 'ko-KR': '서명 검증에 실패했습니다' },
  },
  'uc.not_registered': {
    status: 404,
    msg: { 'en-US': 'This address is not registered', 'zh-CN': '该地址未注册', 'zh-HK': '該地址未註冊', 'ja-JP': 'このアドレスは登録されていません', 'ko-KR': '등록되지 않은 주소입니다' },
  },
  'uc.parent_bound': {
    status: 409,
    msg: { 'en-US': 'A referrer is already bound', 'zh-CN': '已绑定推荐人', 'zh-HK': '已綁定推薦人', 'ja-JP': '紹介者はすでに登録されています', 'ko-KR': '추천인이 이미 등록되어 있습니다' },
  },
  'uc.parent_not_found': {
    status: 400,
    msg: { 'en-US': 'The referrer address is not a registered user', 'zh-CN': '推荐人地址不是注册用户', 'zh-HK': '推薦人地址不是註冊用戶', 'ja-JP': '紹介者のアドレスは登録ユーザーではありません', 'ko-KR': '추천인 주소가 등록된 사용자가 아닙니다' },
  },
  'uc.parent_self': {
    status: 400,
    msg: { 'en-US': 'You cannot bind yourself as referrer', 'zh-CN': '不能绑定自己为推荐人', 'zh-HK': '不能綁定自己為推薦人', 'ja-JP': '自分自身を紹介者にすることはできません', 'ko-KR': '자기 자신을 추천인으로 등록할 수 없습니다' },
  },
  'uc.parent_cycle': {
    status: 400,
    msg: { 'en-US': 'This referrer is in your own team', 'zh-CN': '该推荐人在您的团队中，不能绑定', 'zh-HK': '該推薦人在您的團隊中，不能綁定', 'ja-JP': 'この紹介者はあなたのチームに属しています', 'ko-KR': '이 추천인은 귀하의 팀에 속해 있습니다' },
  },
  'action.nonce_invalid': {
    status: 409,
    msg: { 'en-US': 'Signature request expired or already used, please sign again', 'zh-CN': '签名请求已过期或已使用，请重新签名', 'zh-HK': '簽名請求已過期或已使用，請重新簽名', 'ja-JP': '署名要求が期限切れか使用済みです。もう一度署名してください', 'ko-KR': '서명 요청이 만료되었거나 이미 사용되었습니다. 다시 서명하세요' },
  },
  'action.signature_invalid': {
    status: 401,
    msg: { 'en-US': 'The signature does not match this account and request', 'zh-CN': '签名与当前账户或请求不符', 'zh-HK': '簽名與當前帳戶或請求不符', 'ja-JP': '署名がこのアカウントまたはリクエストと一致しません', 'ko-KR': '서명이 이 계정 또는 요청과 일치하지 않습니다' },
  },
  'operator.signature_required': {
    status: 403,
    msg: { 'en-US': 'Sign this action with your operator wallet', 'zh-CN': '请用操作员钱包签名此操作', 'zh-HK': '請用操作員錢包簽名此操作', 'ja-JP': 'この操作にはオペレーターのウォレットで署名してください', 'ko-KR': '운영자 지갑으로 이 작업에 서명하세요' },
  },
  'operator.signature_invalid': {
    status: 403,
    msg: { 'en-US': "The signature is not this operator's over this action", 'zh-CN': '签名不是本操作员对此操作的签名', 'zh-HK': '簽名不是本操作員對此操作的簽名', 'ja-JP': '署名がこのオペレーターによるこの操作のものではありません', 'ko-KR': '서명이 이 운영자의 이 작업에 대한 것이 아닙니다' },
  },
  'operator.signature_expired': {
    status: 403,
    msg: { 'en-US': 'The signature has expired, please sign again', 'zh-CN': '签名已过期，请重新签名', 'zh-HK': '簽名已過期，請重新簽名', 'ja-JP': '署名の有効期限が切れました。もう一度署名してください', 'ko-KR': '서명이 만료되었습니다. 다시 서명하세요' },
  },
  'operator.nonce_used': {
    status: 409,
    msg: { 'en-US': 'This signed action was already used', 'zh-CN': '该签名操作已使用过', 'zh-HK': '該簽名操作已使用過', 'ja-JP': 'この署名済みの操作はすでに使用されています', 'ko-KR': '이 서명된 작업은 이미 사용되었습니다' },
  },
  'operator.own_withdrawal': {
    status: 403,
    msg: { 'en-US': 'An operator cannot decide on their own withdrawal', 'zh-CN': '操作员不能审核自己的提现', 'zh-HK': '操作員不能審核自己的提現', 'ja-JP': 'オペレーターは自分の出金を審査できません', 'ko-KR': '운영자는 자신의 출금을 심사할 수 없습니다' },
  },
  'operator.console_origin': {
    status: 403,
    msg: { 'en-US': "Operators sign in on the console's own address", 'zh-CN': '操作员须在控制台自己的网址登录', 'zh-HK': '操作員須在控制台自己的網址登入', 'ja-JP': 'オペレーターはコンソール専用のアドレスでサインインしてください', 'ko-KR': '운영자는 콘솔 전용 주소에서 로그인해야 합니다' },
  },
  'operator.session_expired': {
    status: 401,
    msg: { 'en-US': 'Your operator session has ended, please sign in again', 'zh-CN': '操作员会话已结束，请重新登录', 'zh-HK': '操作員會話已結束，請重新登入', 'ja-JP': 'オペレーターのセッションが終了しました。もう一度サインインしてください', 'ko-KR': '운영자 세션이 종료되었습니다. 다시 로그인하세요' },
  },
  'operator.request_unknown': {
    status: 404,
    msg: { 'en-US': 'There is no such request', 'zh-CN': '没有该申请', 'zh-HK': '沒有該申請', 'ja-JP': 'その申請はありません', 'ko-KR': '해당 요청이 없습니다' },
  },
  'operator.request_closed': {
    status: 409,
    msg: { 'en-US': 'This request is no longer pending', 'zh-CN': '该申请已不在待审状态', 'zh-HK': '該申請已不在待審狀態', 'ja-JP': 'この申請はもう保留中ではありません', 'ko-KR': '이 요청은 더 이상 대기 중이 아닙니다' },
  },
  'operator.request_own': {
    status: 403,
    msg: { 'en-US': 'A second operator must approve your request', 'zh-CN': '您的申请须由另一位操作员批准', 'zh-HK': '您的申請須由另一位操作員批准', 'ja-JP': 'あなたの申請は別のオペレーターの承認が必要です', 'ko-KR': '귀하의 요청은 다른 운영자가 승인해야 합니다' },
  },
  'operator.request_changed': {
    status: 409,
    msg: { 'en-US': 'The request differs from the one you signed', 'zh-CN': '该申请与您签名的内容不符', 'zh-HK': '該申請與您簽名的內容不符', 'ja-JP': '申請内容が署名したものと異なります', 'ko-KR': '요청이 서명한 내용과 다릅니다' },
  },
  'wallet.token_unknown': {
    status: 404,
    msg: { 'en-US': 'This token is not supported here', 'zh-CN': '不支持该币种', 'zh-HK': '不支援該幣種', 'ja-JP': 'このトークンには対応していません', 'ko-KR': '지원하지 않는 토큰입니다' },
  },
  'wallet.chain_unsupported': {
    status: 400,
    msg: { 'en-US': 'This chain is not supported', 'zh-CN': '不支持该链', 'zh-HK': '不支援該鏈', 'ja-JP': 'このチェーンには対応していません', 'ko-KR': '지원하지 않는 체인입니다' },
  },
  'wallet.amount_invalid': {
    status: 400,
    msg: { 'en-US': 'The amount must be above 0', 'zh-CN': '数量必须大于 0', 'zh-HK': '數量必須大於 0', 'ja-JP': '数量は 0 より大きくしてください', 'ko-KR': '수량은 0보다 커야 합니다' },
  },
  'wallet.amount_format': {
    status: 400,
    msg: { 'en-US': 'Enter the amount with digits and one decimal point only, such as 1.5', 'zh-CN': '请只用数字和一个小数点输入数量，例如 1.5', 'zh-HK': '請只用數字和一個小數點輸入數量，例如 1.5', 'ja-JP': '数量は数字と小数点ひとつだけで入力してください（例：1.5）', 'ko-KR': '수량은 숫자와 소수점 하나만으로 입력하세요(예: 1.5)' },
  },
  'wallet.amount_too_large': {
    status: 400,
    msg: { 'en-US': 'The amount is too large', 'zh-CN': '数量过大', 'zh-HK': '數量過大', 'ja-JP': '数量が大きすぎます', 'ko-KR': '수량이 너무 큽니다' },
  },
  'wallet.address_checksum': {
    status: 400,
    msg: { 'en-US': 'The address checksum does not match, please check the address for typos', 'zh-CN': '地址校验和不匹配，请检查地址是否输错', 'zh-HK': '地址校驗和不符，請檢查地址是否輸錯', 'ja-JP': 'アドレスのチェックサムが一致しません。入力ミスがないか確認してください', 'ko-KR': '주소 체크섬이 일치하지 않습니다. 주소에 오타가 없는지 확인하세요' },
  },
  'wallet.address_reserved': {
    status: 400,
    msg: { 'en-US': 'Funds cannot be sent to this address: it is the zero address or one of the platform\'s own', 'zh-CN': '不能向该地址发送资金：它是零地址或平台自有地址', 'zh-HK': '不能向該地址發送資金：它是零地址或平台自有地址', 'ja-JP': 'このアドレスには送金できません（ゼロアドレスまたはプラットフォーム自身のアドレスです）', 'ko-KR': '이 주소로는 자금을 보낼 수 없습니다(제로 주소 또는 플랫폼 자체 주소)' },
  },
  'wallet.insufficient_balance': {
    status: 400,
    msg: { 'en-US': 'Insufficient balance', 'zh-CN': '余额不足', 'zh-HK': '餘額不足', 'ja-JP': '残高が不足しています', 'ko-KR': '잔액이 부족합니다' },
  },
  'wallet.tx_not_found': {
    status: 404,
    msg: { 'en-US': 'Transaction not found on chain yet, it will be credited when confirmed', 'zh-CN': '链上尚未找到该交易，确认后将自动入账', 'zh-HK': '鏈上尚未找到該交易，確認後將自動入帳', 'ja-JP': 'チェーン上で取引がまだ見つかりません。承認後に自動で入金されます', 'ko-KR': '체인에서 아직 거래를 찾을 수 없습니다. 확인되면 자동으로 입금됩니다' },
  },
  'wallet.tx_failed': {
    status: 400,
    msg: { 'en-US': 'The deposit transaction failed on chain', 'zh-CN': '充值交易在链上失败', 'zh-HK': '充值交易在鏈上失敗', 'ja-JP': '入金取引はチェーン上で失敗しました', 'ko-KR': '입금 거래가 체인에서 실패했습니다' },
  },
  'wallet.tx_no_deposit': {
    status: 400,
    msg: { 'en-US': 'This transaction sends no supported token to the receiving address', 'zh-CN': '该交易未向收款地址转入支持的币种', 'zh-HK': '該交易未向收款地址轉入支援的幣種', 'ja-JP': 'この取引は受取アドレスへ対応トークンを送っていません', 'ko-KR': '이 거래는 수취 주소로 지원 토큰을 보내지 않았습니다' },
  },
  'wallet.deposit_state': {
    status: 409,
    msg: { 'en-US': 'This deposit is not held for review', 'zh-CN': '该充值不在待审核状态', 'zh-HK': '該充值不在待審核狀態', 'ja-JP': 'この入金は審査待ちではありません', 'ko-KR': '이 입금은 심사 대기 상태가 아닙니다' },
  },
  'wallet.user_unknown': {
    status: 400,
    msg: { 'en-US': 'This address is not a registered user', 'zh-CN': '该地址不是注册用户', 'zh-HK': '該地址不是註冊用戶', 'ja-JP': 'このアドレスは登録ユーザーではありません', 'ko-KR': '이 주소는 등록된 사용자가 아닙니다' },
  },
  'withdraw.below_minimum': {
    status: 400,
    msg: { 'en-US': 'The amount is below the minimum withdrawal', 'zh-CN': '低于最小提现数量', 'zh-HK': '低於最小提現數量', 'ja-JP': '最小出金額を下回っています', 'ko-KR': '최소 출금 수량보다 적습니다' },
  },
  'withdraw.daily_limit': {
    status: 400,
    msg: {
      'en-US': 'This withdrawal is over your 24-hour withdrawal limit for this token: withdraw at most what the limit has left',
      'zh-CN': '该笔提现超出您该币种 24 小时提现限额：请不超过剩余额度',
      'zh-HK': '該筆提現超出您該幣種 24 小時提現限額：請不超過剩餘額度',
      'ja-JP': 'この出金はこのトークンの24時間出金限度額を超えています。残りの限度額以内で出金してください',
      'ko-KR': '이 출금은 이 토큰의 24시간 출금 한도를 넘습니다. 남은 한도 이내로 출금하세요',
    },
  },
  'withdraw.order_state': {
    status: 409,
    msg: { 'en-US': 'This order is not waiting for review', 'zh-CN': '该订单不在待审核状态', 'zh-HK': '該訂單不在待審核狀態', 'ja-JP': 'この注文は審査待ちではありません', 'ko-KR': '이 주문은 심사 대기 상태가 아닙니다' },
  },
  'withdraw.address_limit': {
    status: 400,
    msg: { 'en-US': 'The address book is full', 'zh-CN': '地址簿已满', 'zh-HK': '地址簿已滿', 'ja-JP': 'アドレス帳がいっぱいです', 'ko-KR': '주소록이 가득 찼습니다' },
  },
  'transfer.self': {
    status: 400,
    msg: { 'en-US': 'You cannot transfer to yourself', 'zh-CN': '不能转账给自己', 'zh-HK': '不能轉帳給自己', 'ja-JP': '自分自身には送金できません', 'ko-KR': '자기 자신에게 이체할 수 없습니다' },
  },
  'transfer.below_minimum': {
    status: 400,
    msg: { 'en-US': 'The amount is below the minimum transfer', 'zh-CN': '低于最小转账数量', 'zh-HK': '低於最小轉帳數量', 'ja-JP': '最小送金額を下回っています', 'ko-KR': '최소 이체 수량보다 적습니다' },
  },
  'upload.file_required': {
    status: 400,
    msg: { 'en-US': 'Please choose an image', 'zh-CN': '请选择图片', 'zh-HK': '請選擇圖片', 'ja-JP': '画像を選択してください', 'ko-KR': '이미지를 선택하세요' },
  },
  'upload.type_invalid': {
    status: 415,
    msg: { 'en-US': 'Only png, jpg or jpeg images are allowed', 'zh-CN': '仅支持 png、jpg、jpeg 格式的图片', 'zh-HK': '僅支援 png、jpg、jpeg 格式的圖片', 'ja-JP': 'png、jpg、jpeg の画像のみアップロードできます', 'ko-KR': 'png, jpg, jpeg 이미지만 업로드할 수 있습니다' },
  },
  'upload.too_large': {
    status: 413,
    msg: { 'en-US': 'The image is larger than 10,240,000 bytes', 'zh-CN': '图片不能超过 10,240,000 字节', 'zh-HK': '圖片不能超過 10,240,000 位元組', 'ja-JP': '画像は 10,240,000 バイト以下にしてください', 'ko-KR': '이미지는 10,240,000바이트를 넘을 수 없습니다' },
  },
  'upload.too_many_pixels': {
    status: 413,
    msg: { 'en-US': 'The image has too many pixels', 'zh-CN': '图片像素过多', 'zh-HK': '圖片像素過多', 'ja-JP': '画像のピクセル数が多すぎます', 'ko-KR': '이미지의 픽셀 수가 너무 많습니다' },
  },
  'feedback.image_invalid': {
    status: 400,
    msg: { 'en-US': 'Please upload the images again', 'zh-CN': '请重新上传图片', 'zh-HK': '請重新上傳圖片', 'ja-JP': '画像をもう一度アップロードしてください', 'ko-KR': '이미지를 다시 업로드하세요' },
  },
  'exchange.amount_required': {
    status: 400,
    msg: { 'en-US': 'Please enter an amount', 'zh-CN': '请输入数量', 'zh-HK': '請輸入數量', 'ja-JP': '数量を入力してください', 'ko-KR': '수량을 입력하세요' },
  },
  'exchange.target_required': {
    status: 400,
    msg: { 'en-US': 'Please choose the token to receive', 'zh-CN': '请选择兑换币种', 'zh-HK': '請選擇兌換幣種', 'ja-JP': '受け取るトークンを選択してください', 'ko-KR': '받을 토큰을 선택하세요' },
  },
  'exchange.below_minimum': {
    status: 400,
    msg: { 'en-US': 'The amount is below the minimum', 'zh-CN': '低于最小兑换数量', 'zh-HK': '低於最小兌換數量', 'ja-JP': '最小交換数量を下回っています', 'ko-KR': '최소 교환 수량보다 적습니다' },
  },
  'exchange.above_maximum': {
    status: 400,
    msg: { 'en-US': 'The amount is above the maximum', 'zh-CN': '超过最大兑换数量', 'zh-HK': '超過最大兌換數量', 'ja-JP': '最大交換数量を超えています', 'ko-KR': '최대 교환 수량을 초과했습니다' },
  },
  'exchange.pair_unavailable': {
    status: 400,
    msg: { 'en-US': 'These tokens cannot be exchanged in this direction', 'zh-CN': '暂不支持该方向的兑换', 'zh-HK': '暫不支援該方向的兌換', 'ja-JP': 'この方向の交換には対応していません', 'ko-KR': '이 방향의 교환은 지원하지 않습니다' },
  },
  'exchange.token_missing': {
    status: 400,
    msg: { 'en-US': 'Please choose both tokens first', 'zh-CN': '请先选择两个币种', 'zh-HK': '請先選擇兩個幣種', 'ja-JP': '先に両方のトークンを選択してください', 'ko-KR': '먼저 두 토큰을 모두 선택하세요' },
  },
  'exchange.source_required': {
    status: 400,
    msg: { 'en-US': 'Please choose the token to pay first', 'zh-CN': '请先选择支付币种', 'zh-HK': '請先選擇支付幣種', 'ja-JP': '先に支払うトークンを選択してください', 'ko-KR': '먼저 지불할 토큰을 선택하세요' },
  },
  'circulation.closed': {
    status: 400,
    msg: { 'en-US': 'The circulation fund is not available', 'zh-CN': '流通基金暂未开放', 'zh-HK': '流通基金暫未開放', 'ja-JP': '流通ファンドは現在利用できません', 'ko-KR': '유통 펀드는 현재 이용할 수 없습니다' },
  },
  'circulation.joined': {
    status: 409,
    msg: { 'en-US': 'You have already joined the circulation fund', 'zh-CN': '您已参与流通基金', 'zh-HK': '您已參與流通基金', 'ja-JP': '流通ファンドには参加済みです', 'ko-KR': '이미 유통 펀드에 참여했습니다' },
  },
  'invite.code_invalid': {
    status: 400,
    msg: { 'en-US': 'An invite code is 8 letters or digits (no 0, O, 1 or I)', 'zh-CN': '邀请码为 8 位字母或数字（不含 0、O、1、I）', 'zh-HK': '邀請碼為 8 位字母或數字（不含 0、O、1、I）', 'ja-JP': '招待コードは 8 文字の英数字です（0、O、1、I は使えません）', 'ko-KR': '초대 코드는 8자리 영문 또는 숫자입니다(0, O, 1, I 제외)' },
  },
  'sm.tx_hash_required': {
    status: 400,
    msg: { 'en-US': 'A transaction hash must be entered', 'zh-CN': '请输入交易哈希', 'zh-HK': '請輸入交易哈希', 'ja-JP': 'トランザクションハッシュを入力してください', 'ko-KR': '거래 해시를 입력하세요' },
  },
  'sm.not_started': {
    status: 400,
    msg: { 'en-US': 'This issue has not been opened', 'zh-CN': '本期尚未开放', 'zh-HK': '本期尚未開放', 'ja-JP': 'この回はまだ開始していません', 'ko-KR': '이번 회차는 아직 열리지 않았습니다' },
  },
  'sm.ended': {
    status: 400,
    msg: { 'en-US': 'This issue has ended', 'zh-CN': '本期已结束', 'zh-HK': '本期已結束', 'ja-JP': 'この回は終了しました', 'ko-KR': '이번 회차는 종료되었습니다' },
  },
  'sm.already_joined': {
    status: 409,
    msg: { 'en-US': 'You have already joined', 'zh-CN': '您已加入', 'zh-HK': '您已加入', 'ja-JP': 'すでに参加しています', 'ko-KR': '이미 가입했습니다' },
  },
  'sm.hash_used': {
    status: 409,
    msg: { 'en-US': 'This transaction hash has already been used', 'zh-CN': '该交易哈希已被使用', 'zh-HK': '該交易哈希已被使用', 'ja-JP': 'このトランザクションハッシュは使用済みです', 'ko-KR': '이미 사용된 거래 해시입니다' },
  },
  'sm.deposit_pending': {
    status: 409,
    msg: { 'en-US': 'The transfer is not confirmed yet, please report the hash again in a minute', 'zh-CN': '该转账尚未确认，请稍后再提交哈希', 'zh-HK': '該轉帳尚未確認，請稍後再提交哈希', 'ja-JP': '送金はまだ承認されていません。少し待ってからもう一度ハッシュを送信してください', 'ko-KR': '이체가 아직 확인되지 않았습니다. 잠시 후 해시를 다시 제출하세요' },
  },
  'sm.hash_not_yours': {
    status: 400,
    msg: { 'en-US': 'This transfer was not sent from your wallet', 'zh-CN': '该转账不是从您的钱包发出的', 'zh-HK': '該轉帳不是從您的錢包發出的', 'ja-JP': 'この送金はあなたのウォレットから送られたものではありません', 'ko-KR': '이 이체는 회원님의 지갑에서 보낸 것이 아닙니다' },
  },
  'sm.deposit_mismatch': {
    status: 400,
    msg: { 'en-US': 'This transfer is not the fee in USDT or HAP; it was credited to your balance instead', 'zh-CN': '该转账不是USDT或HAP的入会费用，已计入您的余额', 'zh-HK': '該轉帳不是USDT或HAP的入會費用，已計入您的餘額', 'ja-JP': 'この送金はUSDTまたはHAPの参加費ではありません。残高に入金されました', 'ko-KR': '이 이체는 USDT 또는 HAP 가입비가 아니며 잔액에 입금되었습니다' },
  },
  'invite.code_taken': {
    status: 409,
    msg: { 'en-US': 'This invite code is taken', 'zh-CN': '该邀请码已被使用', 'zh-HK': '該邀請碼已被使用', 'ja-JP': 'この招待コードは使用されています', 'ko-KR': '이미 사용 중인 초대 코드입니다' },
  },
  'game.closed': {
    status: 400,
    msg: { 'en-US': 'Game transfers are closed', 'zh-CN': '游戏划转暂未开放', 'zh-HK': '遊戲劃轉暫未開放', 'ja-JP': 'ゲーム送金は現在停止中です', 'ko-KR': '게임 이체가 닫혀 있습니다' },
  },
  'game.amount_range': {
    status: 400,
    msg: { 'en-US': 'The amount is outside the minimum and maximum of a transfer', 'zh-CN': '划转数量超出最小或最大限制', 'zh-HK': '劃轉數量超出最小或最大限制', 'ja-JP': '数量が送金の最小・最大の範囲外です', 'ko-KR': '수량이 이체 최소·최대 범위를 벗어났습니다' },
  },
  'game.above_balance': {
    status: 400,
    msg: { 'en-US': 'Insufficient Balance', 'zh-CN': '余额不足', 'zh-HK': '餘額不足', 'ja-JP': '残高が不足しています', 'ko-KR': '잔액이 부족합니다' },
  },
  'game.unavailable': {
    // Not a 5xx: the game is another service, and its absence is a state of the world the caller can wait out, not our fault.
    status: 409,
    msg: { 'en-US': 'The game service cannot be reached right now, please try again later', 'zh-CN': '暂时无法连接游戏服务，请稍后再试', 'zh-HK': '暫時無法連接遊戲服務，請稍後再試', 'ja-JP': '現在ゲームサービスに接続できません。しばらくしてからお試しください', 'ko-KR': '지금은 게임 서비스에 연결할 수 없습니다. 잠시 후 다시 시도하세요' },
  },
  'programme.closed': {
    status: 400,
    msg: { 'en-US': 'This programme is not open', 'zh-CN': '该活动暂未开放', 'zh-HK': '該活動暫未開放', 'ja-JP': 'このプログラムは現在利用できません', 'ko-KR': '이 프로그램은 현재 열려 있지 않습니다' },
  },
  'programme.price_moved': {
    status: 409,
    msg: { 'en-US': 'The price has changed, please check the new amounts and try again', 'zh-CN': '价格已变动，请确认新的数量后重试', 'zh-HK': '價格已變動，請確認新的數量後重試', 'ja-JP': '価格が変動しました。新しい数量を確認してもう一度お試しください', 'ko-KR': '가격이 변동되었습니다. 새 수량을 확인한 후 다시 시도하세요' },
  },
  'programme.no_price': {
    status: 503,
    msg: { 'en-US': 'No market price is available right now, please try again later', 'zh-CN': '暂时无法获取市场价格，请稍后再试', 'zh-HK': '暫時無法取得市場價格，請稍後再試', 'ja-JP': '現在市場価格を取得できません。しばらくしてからお試しください', 'ko-KR': '현재 시장 가격을 가져올 수 없습니다. 잠시 후 다시 시도하세요' },
  },
  'programme.nothing_to_claim': {
    status: 400,
    msg: { 'en-US': 'There is nothing to claim', 'zh-CN': '暂无可领取的奖励', 'zh-HK': '暫無可領取的獎勵', 'ja-JP': '受け取れる報酬はありません', 'ko-KR': '수령할 보상이 없습니다' },
  },
  'programme.config_version': {
    status: 409,
    msg: { 'en-US': 'The configuration was changed meanwhile, reload it and try again', 'zh-CN': '配置已被他人修改，请刷新后重试', 'zh-HK': '配置已被他人修改，請重新整理後重試', 'ja-JP': '設定が他の人によって変更されました。再読み込みしてもう一度お試しください', 'ko-KR': '설정이 그 사이 변경되었습니다. 새로 고친 후 다시 시도하세요' },
  },
  'programme.pool_unknown': {
    status: 400,
    msg: { 'en-US': 'No programme has this pool', 'zh-CN': '没有使用该资金池的活动', 'zh-HK': '沒有使用該資金池的活動', 'ja-JP': 'このプールを使うプログラムはありません', 'ko-KR': '이 풀을 사용하는 프로그램이 없습니다' },
  },
  'settlement.job_unknown': {
    status: 404,
    msg: { 'en-US': 'No such settlement job', 'zh-CN': '没有该结算任务', 'zh-HK': '沒有該結算任務', 'ja-JP': 'その精算ジョブはありません', 'ko-KR': '해당 정산 작업이 없습니다' },
  },
  'settlement.day_open': {
    status: 400,
    msg: { 'en-US': 'This day has not ended yet', 'zh-CN': '该日期尚未结束', 'zh-HK': '該日期尚未結束', 'ja-JP': 'この日はまだ終わっていません', 'ko-KR': '해당 날짜가 아직 끝나지 않았습니다' },
  },
  'settlement.day_out_of_order': {
    status: 409,
    msg: { 'en-US': 'An earlier day of this job is not settled yet: settle it first', 'zh-CN': '该任务更早的日期尚未结算，请先结算', 'zh-HK': '該任務更早的日期尚未結算，請先結算', 'ja-JP': 'このジョブの前の日がまだ精算されていません。先に精算してください', 'ko-KR': '이 작업의 이전 날짜가 아직 정산되지 않았습니다. 먼저 정산하세요' },
  },
  'programme.pool_underfunded': {
    status: 409,
    msg: { 'en-US': 'The reward pool cannot cover this right now, please try again later', 'zh-CN': '奖励池余额不足，请稍后再试', 'zh-HK': '獎勵池餘額不足，請稍後再試', 'ja-JP': '報酬プールの残高が不足しています。しばらくしてからお試しください', 'ko-KR': '보상 풀 잔액이 부족합니다. 잠시 후 다시 시도하세요' },
  },
  'programme.idempotency_conflict': {
    status: 409,
    msg: { 'en-US': 'This key was already used for a different request', 'zh-CN': '该幂等键已用于另一笔不同的请求', 'zh-HK': '該冪等鍵已用於另一筆不同的請求', 'ja-JP': 'このキーは別の内容のリクエストで使用済みです', 'ko-KR': '이 키는 이미 다른 요청에 사용되었습니다' },
  },
  'settlement.not_rerunnable': {
    status: 409,
    msg: { 'en-US': 'Only a failed or underfunded day can be run again', 'zh-CN': '只有失败或资金不足的日期可以重新结算', 'zh-HK': '只有失敗或資金不足的日期可以重新結算', 'ja-JP': '再実行できるのは失敗または資金不足の日だけです', 'ko-KR': '실패했거나 자금이 부족한 날짜만 다시 정산할 수 있습니다' },
  },
  'settlement.price_fixed': {
    status: 409,
    msg: { 'en-US': "This day's price is fixed already", 'zh-CN': '该日期的价格已确定', 'zh-HK': '該日期的價格已確定', 'ja-JP': 'この日の価格はすでに確定しています', 'ko-KR': '이 날짜의 가격은 이미 확정되었습니다' },
  },
  'settlement.price_invalid': {
    status: 400,
    msg: { 'en-US': 'Enter a price above 0 with at most 8 decimals', 'zh-CN': '请输入大于 0 且最多 8 位小数的价格', 'zh-HK': '請輸入大於 0 且最多 8 位小數的價格', 'ja-JP': '0 より大きく小数 8 桁以内の価格を入力してください', 'ko-KR': '0보다 크고 소수점 8자리 이내의 가격을 입력하세요' },
  },
  'clock.fixed': {
    status: 400,
    msg: { 'en-US': 'The clock can only be moved on the devnet', 'zh-CN': '只有开发网络可以调整时钟', 'zh-HK': '只有開發網絡可以調整時鐘', 'ja-JP': '時計を動かせるのは開発ネットワークだけです', 'ko-KR': '시계는 개발 네트워크에서만 옮길 수 있습니다' },
  },
  'bp.amount_invalid': {
    status: 400,
    msg: { 'en-US': 'Enter a whole number of USD', 'zh-CN': '请输入整数金额（USD）', 'zh-HK': '請輸入整數金額（USD）', 'ja-JP': 'USD の整数で入力してください', 'ko-KR': 'USD 정수로 입력하세요' },
  },
  'bp.amount_step': {
    status: 400,
    // The step is the operator's (mint config `step`); the server appends it as the detail.
    msg: { 'en-US': 'The amount must be a multiple of the mint step', 'zh-CN': '数量必须是铸造步长的整数倍', 'zh-HK': '數量必須是鑄造步長的整數倍', 'ja-JP': '数量はミント単位の倍数にしてください', 'ko-KR': '수량은 민팅 단위의 배수여야 합니다' },
  },
  'bp.below_minimum': {
    status: 400,
    msg: { 'en-US': 'The amount is below the minimum mint', 'zh-CN': '低于最小铸造数量', 'zh-HK': '低於最小鑄造數量', 'ja-JP': '最小ミント数量を下回っています', 'ko-KR': '최소 민팅 수량보다 적습니다' },
  },
  'bp.node_owned': {
    status: 409,
    msg: { 'en-US': 'You are already a level 2 node', 'zh-CN': '您已经是 2 级节点', 'zh-HK': '您已經是 2 級節點', 'ja-JP': 'すでにレベル 2 ノードです', 'ko-KR': '이미 2레벨 노드입니다' },
  },
  'miner.running': {
    status: 409,
    msg: { 'en-US': 'Your miner is already running', 'zh-CN': '矿机正在运行中', 'zh-HK': '礦機正在運行中', 'ja-JP': 'マイナーはすでに稼働中です', 'ko-KR': '채굴기가 이미 가동 중입니다' },
  },
  'miner.exhausted': {
    status: 400,
    msg: { 'en-US': 'Mining has ended: the total output has been mined', 'zh-CN': '挖矿已结束，总产量已挖完', 'zh-HK': '挖礦已結束，總產量已挖完', 'ja-JP': 'マイニングは終了しました（総産出量に達しました）', 'ko-KR': '채굴이 종료되었습니다(총 산출량 도달)' },
  },
  'pledge.pool_unknown': {
    status: 400,
    msg: { 'en-US': 'There is no such pledge pool', 'zh-CN': '没有该质押池', 'zh-HK': '沒有該質押池', 'ja-JP': 'そのステーキングプールはありません', 'ko-KR': '해당 스테이킹 풀이 없습니다' },
  },
  'pledge.pool_closed': {
    status: 400,
    msg: { 'en-US': 'This pool takes no new pledges', 'zh-CN': '该质押池暂停质押', 'zh-HK': '該質押池暫停質押', 'ja-JP': 'このプールは新しいステークを受け付けていません', 'ko-KR': '이 풀은 새 스테이킹을 받지 않습니다' },
  },
  'pledge.below_min': {
    status: 400,
    msg: { 'en-US': "The amount is below the pool's minimum pledge", 'zh-CN': '低于该池的最低质押数量', 'zh-HK': '低於該池的最低質押數量', 'ja-JP': 'プールの最低ステーク数量を下回っています', 'ko-KR': '풀의 최소 스테이킹 수량보다 적습니다' },
  },
  'pledge.exceeds_stake': {
    status: 400,
    msg: { 'en-US': 'You cannot redeem more than you pledged', 'zh-CN': '赎回数量不能超过质押数量', 'zh-HK': '贖回數量不能超過質押數量', 'ja-JP': 'ステーク数量を超えて解除することはできません', 'ko-KR': '스테이킹한 수량보다 많이 해제할 수 없습니다' },
  },
  'pledge.exceeds_reward': {
    status: 400,
    msg: { 'en-US': 'You cannot claim more than your reward', 'zh-CN': '领取数量不能超过奖励', 'zh-HK': '領取數量不能超過獎勵', 'ja-JP': '報酬を超えて受け取ることはできません', 'ko-KR': '보상보다 많이 수령할 수 없습니다' },
  },
  'fund.not_joined': {
    status: 400,
    msg: { 'en-US': 'You have not joined the fund', 'zh-CN': '您尚未参与基金', 'zh-HK': '您尚未參與基金', 'ja-JP': 'ファンドに参加していません', 'ko-KR': '펀드에 참여하지 않았습니다' },
  },
  'fund.not_ended': {
    status: 400,
    msg: { 'en-US': 'The fund pledge has not ended yet', 'zh-CN': '基金质押尚未到期', 'zh-HK': '基金質押尚未到期', 'ja-JP': 'ファンドのステーク期間はまだ終わっていません', 'ko-KR': '펀드 스테이킹 기간이 아직 끝나지 않았습니다' },
  },
  'fund.redeemed': {
    status: 409,
    msg: { 'en-US': 'The fund pledge was already redeemed', 'zh-CN': '基金质押已赎回', 'zh-HK': '基金質押已贖回', 'ja-JP': 'ファンドのステークは償還済みです', 'ko-KR': '펀드 스테이킹은 이미 상환되었습니다' },
  },
  'product.no_referrer': {
    status: 400,
    msg: { 'en-US': 'Please bind a referrer before minting', 'zh-CN': '请先绑定推荐人再铸造', 'zh-HK': '請先綁定推薦人再鑄造', 'ja-JP': 'ミントの前に紹介者を登録してください', 'ko-KR': '민팅 전에 추천인을 등록하세요' },
  },
  'product.over_limit': {
    status: 400,
    msg: { 'en-US': 'The amount is over what you can still buy', 'zh-CN': '超过可购买数量', 'zh-HK': '超過可購買數量', 'ja-JP': '購入可能な数量を超えています', 'ko-KR': '구매 가능 수량을 초과했습니다' },
  },
  'partner.leader_not_member': {
    status: 400,
    msg: { 'en-US': 'Your leader is not a member', 'zh-CN': '您的上级不是合伙人', 'zh-HK': '您的上級不是合夥人', 'ja-JP': 'あなたのリーダーはメンバーではありません', 'ko-KR': '상위 추천인이 회원이 아닙니다' },
  },
  'partner.seat_owned': {
    status: 409,
    msg: { 'en-US': 'You already hold a partner seat', 'zh-CN': '您已拥有合伙人席位', 'zh-HK': '您已擁有合夥人席位', 'ja-JP': 'パートナー席はすでに保有しています', 'ko-KR': '이미 파트너 좌석을 보유하고 있습니다' },
  },
  'partner.round_unknown': {
    status: 400,
    msg: { 'en-US': 'There is no such recruitment round', 'zh-CN': '没有该期招募', 'zh-HK': '沒有該期招募', 'ja-JP': 'その募集回はありません', 'ko-KR': '해당 모집 회차가 없습니다' },
  },
  'partner.round_not_started': {
    status: 400,
    msg: { 'en-US': 'This issue has not been opened', 'zh-CN': '本期尚未开放', 'zh-HK': '本期尚未開放', 'ja-JP': 'この回はまだ開始していません', 'ko-KR': '이번 회차는 아직 열리지 않았습니다' },
  },
  'partner.round_full': {
    status: 409,
    msg: { 'en-US': 'This term is full', 'zh-CN': '本期名额已满', 'zh-HK': '本期名額已滿', 'ja-JP': 'この回は満席です', 'ko-KR': '이번 회차는 마감되었습니다' },
  },
  'partner.round_ended': {
    status: 400,
    msg: { 'en-US': 'This issue has ended', 'zh-CN': '本期已结束', 'zh-HK': '本期已結束', 'ja-JP': 'この回は終了しました', 'ko-KR': '이번 회차는 종료되었습니다' },
  },
  'partner.vote_unknown': {
    status: 404,
    msg: { 'en-US': 'There is no vote', 'zh-CN': '暂无投票', 'zh-HK': '暫無投票', 'ja-JP': '投票はありません', 'ko-KR': '투표가 없습니다' },
  },
  'partner.vote_not_open': {
    status: 400,
    msg: { 'en-US': 'The vote is not open', 'zh-CN': '投票未在进行中', 'zh-HK': '投票未在進行中', 'ja-JP': '投票期間外です', 'ko-KR': '투표 기간이 아닙니다' },
  },
  'partner.vote_not_partner': {
    status: 403,
    msg: { 'en-US': 'Only partners can vote', 'zh-CN': '仅合伙人可以投票', 'zh-HK': '僅合夥人可以投票', 'ja-JP': '投票できるのはパートナーのみです', 'ko-KR': '파트너만 투표할 수 있습니다' },
  },
  'partner.voted': {
    status: 409,
    msg: { 'en-US': 'Already voted', 'zh-CN': '您已投票', 'zh-HK': '您已投票', 'ja-JP': '投票済みです', 'ko-KR': '이미 투표했습니다' },
  },
  'partner.window_invalid': {
    status: 400,
    msg: { 'en-US': 'The end must come after the beginning', 'zh-CN': '结束时间必须晚于开始时间', 'zh-HK': '結束時間必須晚於開始時間', 'ja-JP': '終了は開始より後にしてください', 'ko-KR': '종료 시간은 시작 시간 이후여야 합니다' },
  },
  'partner.phase_unknown': {
    status: 400,
    msg: { 'en-US': 'The configuration has no such phase', 'zh-CN': '配置中没有该阶段', 'zh-HK': '配置中沒有該階段', 'ja-JP': '設定にそのフェーズはありません', 'ko-KR': '설정에 해당 단계가 없습니다' },
  },
  'nft.unknown': {
    status: 400,
    msg: { 'en-US': 'There is no such NFT', 'zh-CN': '没有该NFT', 'zh-HK': '沒有該NFT', 'ja-JP': 'そのNFTはありません', 'ko-KR': '해당 NFT가 없습니다' },
  },
  'nft.hold_limit': {
    status: 409,
    msg: { 'en-US': 'You already hold as many of this NFT as allowed', 'zh-CN': '该NFT已达持有上限', 'zh-HK': '該NFT已達持有上限', 'ja-JP': 'このNFTは保有上限に達しています', 'ko-KR': '이 NFT의 보유 한도에 도달했습니다' },
  },
  'cm.closed': {
    status: 400,
    msg: { 'en-US': 'The circulation market is closed', 'zh-CN': '流通市场暂未开放', 'zh-HK': '流通市場暫未開放', 'ja-JP': '流通マーケットは現在閉鎖中です', 'ko-KR': '유통 마켓이 닫혀 있습니다' },
  },
  'cm.ended': {
    status: 400,
    msg: { 'en-US': 'The circulation market has ended', 'zh-CN': '流通市场已结束', 'zh-HK': '流通市場已結束', 'ja-JP': '流通マーケットは終了しました', 'ko-KR': '유통 마켓이 종료되었습니다' },
  },
  'cm.amount_step': {
    status: 400,
    msg: { 'en-US': 'The amount must be a whole number of units', 'zh-CN': '数量必须是单位数量的整数倍', 'zh-HK': '數量必須是單位數量的整數倍', 'ja-JP': '数量は単位の整数倍にしてください', 'ko-KR': '수량은 단위의 정수배여야 합니다' },
  },
  'cm.quota_buy': {
    status: 400,
    msg: { 'en-US': 'This is above what you may buy', 'zh-CN': '超出可买额度', 'zh-HK': '超出可買額度', 'ja-JP': '購入可能額を超えています', 'ko-KR': '매수 가능 한도를 초과했습니다' },
  },
  'cm.quota_sell': {
    status: 400,
    msg: { 'en-US': 'This is above what you may sell', 'zh-CN': '超出可卖额度', 'zh-HK': '超出可賣額度', 'ja-JP': '売却可能額を超えています', 'ko-KR': '매도 가능 한도를 초과했습니다' },
  },
  'cm.order_unknown': {
    status: 404,
    msg: { 'en-US': 'You have no such order', 'zh-CN': '没有该订单', 'zh-HK': '沒有該訂單', 'ja-JP': 'その注文はありません', 'ko-KR': '해당 주문이 없습니다' },
  },
  'cm.not_queuing': {
    status: 409,
    msg: { 'en-US': 'Only a queuing order can be withdrawn', 'zh-CN': '只有排队中的订单可以撤回', 'zh-HK': '只有排隊中的訂單可以撤回', 'ja-JP': '取り消せるのは待機中の注文のみです', 'ko-KR': '대기 중인 주문만 철회할 수 있습니다' },
  },
} as const satisfies Record<string, { status: number; msg: Messages }>

export type ApiErrorKey = keyof typeof apiErrors
