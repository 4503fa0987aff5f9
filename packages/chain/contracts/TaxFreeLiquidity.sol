// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20Min {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

interface IRouterLiquidity {
    function factory() external view returns (address);
    function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)
        external returns (uint256 amountA, uint256 amountB, uint256 liquidity);
    function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)
        external returns (uint256 amountA, uint256 amountB);
}

interface IFactoryPairs {
    function getPair(address tokenA, address tokenB) external view returns (address);
}

/// @notice Adds and removes liquidity through one V2 router for a taxed token without paying its
/// trade tax (docs/decisions/0034-trade-tax.md): the token exempts this contract, and every taxed
/// transfer of a liquidity call has it at one end (user -> here -> pair; pair -> here -> user). A
/// token cannot tell a router's addLiquidity from a sell, nor a pair's burn from a buy, by what a
/// transfer shows; an exempt address it can. The contract never swaps, so the exemption cannot buy
/// or sell anything, and it keeps nothing between calls.
contract TaxFreeLiquidity {
    IRouterLiquidity public immutable router;

    error TransferFailed();

    constructor(IRouterLiquidity router_) {
        router = router_;
    }

    function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)
        external returns (uint256 amountA, uint256 amountB, uint256 liquidity)
    {
        _pull(tokenA, amountADesired);
        _pull(tokenB, amountBDesired);
        (amountA, amountB, liquidity) = router.addLiquidity(tokenA, tokenB, amountADesired, amountBDesired, amountAMin, amountBMin, to, deadline);
        _send(tokenA, msg.sender, amountADesired - amountA);
        _send(tokenB, msg.sender, amountBDesired - amountB);
    }

    function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)
        external returns (uint256 amountA, uint256 amountB)
    {
        address pair = IFactoryPairs(router.factory()).getPair(tokenA, tokenB);
        _pull(pair, liquidity);
        (amountA, amountB) = router.removeLiquidity(tokenA, tokenB, liquidity, amountAMin, amountBMin, address(this), deadline);
        _send(tokenA, to, amountA);
        _send(tokenB, to, amountB);
    }

    function _pull(address token, uint256 amount) private {
        if (!IERC20Min(token).transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
        if (!IERC20Min(token).approve(address(router), amount)) revert TransferFailed();
    }

    function _send(address token, address to, uint256 amount) private {
        if (amount > 0 && !IERC20Min(token).transfer(to, amount)) revert TransferFailed();
    }
}
