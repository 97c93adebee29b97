"""Stripe data over three disks with an XOR parity disk, lose a disk and rebuild it."""


def xor_blocks(blocks, size: int) -> bytearray:
    parity = bytearray(size)
    for block in blocks:
        for i, byte in enumerate(block):
            parity[i] ^= byte
    return parity


def stripe(data: bytes, disks: int, block: int):
    padded = bytearray(data)
    padded.extend(bytes(-len(padded) % (disks * block)))
    stripes = []
    for s in range(0, len(padded), disks * block):
        blocks = [padded[s + d * block:s + (d + 1) * block] for d in range(disks)]
        stripes.append((blocks, xor_blocks(blocks, block)))
    return stripes


def main():
    data = b"Quarterly report: revenue up 12%, churn down 3%. Backups verified nightly."
    stripes = stripe(data, disks=3, block=8)
    print(len(stripes), "stripes; parity of first:", stripes[0][1].hex())
    lost = 1
    rebuilt = bytearray()
    for blocks, parity in stripes:
        survivors = [b for d, b in enumerate(blocks) if d != lost] + [parity]
        recovered = xor_blocks(survivors, len(parity))
        assert recovered == blocks[lost]
        blocks[lost] = recovered
        for b in blocks:
            rebuilt += b
    print("rebuilt equal:", bytes(rebuilt.rstrip(b"\x00")) == data)
    print(rebuilt[:24].decode(), "|", rebuilt.rstrip(b"\x00")[-9:])
    corrupt = bytearray(stripes[0][0][0])
    corrupt[3] ^= 0x10
    check = xor_blocks([corrupt, stripes[0][0][1], stripes[0][0][2]], 8)
    bad = [i for i, (a, b) in enumerate(zip(check, stripes[0][1])) if a != b]
    print("parity mismatch at byte", bad, "->", corrupt[:8])


if __name__ == "__main__":
    main()
