// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {TestToken} from "./TestToken.sol";

/// @notice Takes a fee from every transfer (not from mint), so the receiver gets less than was sent.
/// With feeRecipient = address(0) the fee is burned. The receiver's Transfer event carries what it
/// actually received; the fee is a separate Transfer to the fee recipient (or to zero when burned).
contract FeeOnTransferToken is TestToken {
    uint256 public immutable feeBps;
    address public immutable feeRecipient;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 feeBps_, address feeRecipient_)
        TestToken(name_, symbol_, decimals_)
    {
        require(feeBps_ <= 10_000, "fee");
        feeBps = feeBps_;
        feeRecipient = feeRecipient_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        _debit(from, amount);
        uint256 fee = amount * feeBps / 10_000;
        if (fee > 0) {
            if (feeRecipient == address(0)) totalSupply -= fee;
            else balanceOf[feeRecipient] += fee;
            emit Transfer(from, feeRecipient, fee);
        }
        balanceOf[to] += amount - fee;
        emit Transfer(from, to, amount - fee);
    }
}
