// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC4337} from "solady/accounts/ERC4337.sol";

/// The dev chains' smart account: Solady's ERC-4337 account on the canonical EntryPoint 0.7
/// (owner-signed user operations, execute/executeBatch, ERC-1271 with ERC-7739, UUPS). Solady's
/// constructor initializes the implementation itself, so only proxies can be initialized.
contract LocalAccount is ERC4337 {
    function _domainNameAndVersion() internal pure override returns (string memory, string memory) {
        return ("LocalAccount", "1");
    }
}
