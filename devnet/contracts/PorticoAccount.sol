// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// The user operation of ERC-4337 EntryPoint v0.7 and v0.8 (packed gas fields).
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// One call of a batch.
struct Call {
    address target;
    uint256 value;
    bytes data;
}

/**
 * The embedded wallet's smart account: one owner key; user operations through EntryPoint v0.8; several calls in one
 * operation run all or none (`executeBatch` reverts as a whole); ERC-1271 signatures over a hash bound to this
 * account and chain, so a signature made for the owner's own address, or for its account on another chain, does
 * not count for this one. Deployed as an ERC-1167 clone of one implementation by `PorticoAccountFactory`.
 */
contract PorticoAccount {
    /// EntryPoint v0.8 at its canonical address.
    address public constant ENTRY_POINT = 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108;
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("PorticoAccountMessage(bytes32 hash)");
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public owner;

    error NotAllowed();
    error AlreadyInitialized();

    constructor() {
        // The implementation itself never gets an owner.
        owner = address(1);
    }

    receive() external payable {}

    function initialize(address newOwner) external {
        if (owner != address(0)) revert AlreadyInitialized();
        owner = newOwner;
    }

    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        if (msg.sender != ENTRY_POINT) revert NotAllowed();
        validationData = recoverSigner(userOpHash, userOp.signature) == owner ? 0 : 1;
        if (missingAccountFunds > 0) {
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            paid;
        }
    }

    function execute(address target, uint256 value, bytes calldata data) external {
        onlyEntryPointOrOwner();
        callOut(target, value, data);
    }

    function executeBatch(Call[] calldata calls) external {
        onlyEntryPointOrOwner();
        for (uint256 i = 0; i < calls.length; i++) callOut(calls[i].target, calls[i].value, calls[i].data);
    }

    /// ERC-1271: the owner signed `replaySafeHash(hash)`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return recoverSigner(replaySafeHash(hash), signature) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    /// EIP-712 typed data `PorticoAccountMessage(bytes32 hash)` in the domain of this account on this chain.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("Portico Account"), keccak256("1"), block.chainid, address(this))
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash))));
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x1626ba7e;
    }

    function onlyEntryPointOrOwner() private view {
        if (msg.sender != ENTRY_POINT && msg.sender != owner && msg.sender != address(this)) revert NotAllowed();
    }

    function callOut(address target, uint256 value, bytes calldata data) private {
        (bool ok, bytes memory reason) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(reason, 32), mload(reason))
            }
        }
    }

    function recoverSigner(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER) return address(0);
        return ecrecover(digest, v, r, s);
    }
}

/**
 * Makes an owner's account at an address known before it exists: CREATE2 of an ERC-1167 clone of the
 * implementation, salted with the owner and an index. Anyone may create an owner's account; it belongs to the owner.
 */
contract PorticoAccountFactory {
    address public immutable implementation;

    constructor() {
        implementation = address(new PorticoAccount());
    }

    function createAccount(address owner, uint256 index) external returns (address account) {
        account = getAddress(owner, index);
        if (account.code.length > 0) return account;
        bytes memory code = cloneCode();
        bytes32 salt = keccak256(abi.encode(owner, index));
        assembly {
            account := create2(0, add(code, 32), mload(code), salt)
        }
        require(account != address(0), "create2 failed");
        PorticoAccount(payable(account)).initialize(owner);
    }

    function getAddress(address owner, uint256 index) public view returns (address) {
        bytes32 salt = keccak256(abi.encode(owner, index));
        bytes32 digest = keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, keccak256(cloneCode())));
        return address(uint160(uint256(digest)));
    }

    /// The ERC-1167 minimal proxy's creation code for `implementation`.
    function cloneCode() private view returns (bytes memory) {
        return abi.encodePacked(
            hex"3d602d80600a3d3981f3363d3d373d3d3d363d73", implementation, hex"5af43d82803e903d91602b57fd5bf3"
        );
    }
}
