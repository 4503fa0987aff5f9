// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {TestToken} from "./TestToken.sol";

interface IPairSync {
    function sync() external;
}

/// @notice HAP's trade tax (spec 3, "Business constants and limits"; docs/decisions/0034-trade-tax.md):
/// every transfer from or to a registered V2 pair (a buy or a sell) pays 1.5 % of the amount moved,
/// split into 0.25 % back to that pair's pool, 0.25 % ecological, 0.5 % LP dividend and 0.5 % card
/// dividend. Wallet-to-wallet transfers pay nothing, and neither does a transfer from or to an
/// exempt address: liquidity is added and removed through the exempt TaxFreeLiquidity, so the
/// router's liquidity calls are never taxed. Each share is rounded down on its own and the tax is
/// their sum, so the four shares always add up to the tax.
///
/// The pool's share is not sent to the pair inside the transfer: a sell's router counts whatever
/// the pair holds above its reserve as the swap's input, so a share sent there would be swapped
/// back to the seller. It waits in this contract (pendingPool) until returnToPool moves it into
/// the pair and syncs the reserves, where it belongs to the liquidity providers.
contract TaxedToken is TestToken {
    uint256 public constant BPS = 10_000;
    uint256 public constant POOL_BPS = 25;
    uint256 public constant ECOLOGICAL_BPS = 25;
    uint256 public constant LP_DIVIDEND_BPS = 50;
    uint256 public constant CARD_DIVIDEND_BPS = 50;

    address public ecological;
    address public lpDividend;
    address public cardDividend;
    mapping(address => bool) public isPair;
    mapping(address => bool) public isExempt;
    /// @notice The pool's share of each pair's trades, held here until returnToPool.
    mapping(address => uint256) public pendingPool;

    event Taxed(address indexed pair, address indexed from, address indexed to, uint256 amount, uint256 pool, uint256 ecological, uint256 lpDividend, uint256 cardDividend);
    event PairSet(address indexed pair, bool taxed);
    event ExemptSet(address indexed account, bool exempt);
    event ReceiversSet(address ecological, address lpDividend, address cardDividend);
    event ReturnedToPool(address indexed pair, uint256 amount);

    error ZeroReceiver();
    error NotPair();

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address ecological_, address lpDividend_, address cardDividend_)
        TestToken(name_, symbol_, decimals_)
    {
        _setReceivers(ecological_, lpDividend_, cardDividend_);
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    function setPair(address pair, bool taxed) external onlyOwner {
        isPair[pair] = taxed;
        emit PairSet(pair, taxed);
    }

    function setExempt(address account, bool exempt) external onlyOwner {
        isExempt[account] = exempt;
        emit ExemptSet(account, exempt);
    }

    function setReceivers(address ecological_, address lpDividend_, address cardDividend_) external onlyOwner {
        _setReceivers(ecological_, lpDividend_, cardDividend_);
    }

    /// @notice The tax a trade of `amount` pays, share by share; `tax` is their sum.
    function taxOf(uint256 amount) public pure returns (uint256 tax, uint256 pool, uint256 eco, uint256 lp, uint256 card) {
        pool = amount * POOL_BPS / BPS;
        eco = amount * ECOLOGICAL_BPS / BPS;
        lp = amount * LP_DIVIDEND_BPS / BPS;
        card = amount * CARD_DIVIDEND_BPS / BPS;
        tax = pool + eco + lp + card;
    }

    /// @notice Moves a pair's pending pool share into it and syncs its reserves. Anyone may call it.
    function returnToPool(address pair) external {
        if (!isPair[pair]) revert NotPair();
        uint256 amount = pendingPool[pair];
        if (amount == 0) return;
        pendingPool[pair] = 0;
        balanceOf[address(this)] -= amount;
        balanceOf[pair] += amount;
        emit Transfer(address(this), pair, amount);
        emit ReturnedToPool(pair, amount);
        IPairSync(pair).sync();
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        address pair = isPair[to] ? to : (isPair[from] ? from : address(0));
        if (pair == address(0) || isExempt[from] || isExempt[to]) {
            super._transfer(from, to, amount);
            return;
        }
        _debit(from, amount);
        (uint256 tax, uint256 pool, uint256 eco, uint256 lp, uint256 card) = taxOf(amount);
        pendingPool[pair] += pool;
        _credit(from, address(this), pool);
        _credit(from, ecological, eco);
        _credit(from, lpDividend, lp);
        _credit(from, cardDividend, card);
        _credit(from, to, amount - tax);
        emit Taxed(pair, from, to, amount, pool, eco, lp, card);
    }

    function _credit(address from, address to, uint256 amount) private {
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _setReceivers(address ecological_, address lpDividend_, address cardDividend_) private {
        if (ecological_ == address(0) || lpDividend_ == address(0) || cardDividend_ == address(0)) revert ZeroReceiver();
        ecological = ecological_;
        lpDividend = lpDividend_;
        cardDividend = cardDividend_;
        emit ReceiversSet(ecological_, lpDividend_, cardDividend_);
    }
}
