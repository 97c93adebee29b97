"""Obfuscate config secrets with a repeating XOR key in place, and recover the key length."""
import base64


def xor_in_place(buf: bytearray, key: bytes) -> None:
    for i in range(len(buf)):
        buf[i] ^= key[i % len(key)]


def hamming(a, b) -> int:
    return sum(bin(x ^ y).count("1") for x, y in zip(a, b))


def guess_key_length(cipher, candidates=range(2, 9)):
    scores = {}
    for size in candidates:
        blocks = [cipher[i:i + size] for i in range(0, size * 4, size)]
        pairs = list(zip(blocks, blocks[1:]))
        scores[size] = sum(hamming(a, b) for a, b in pairs) / (len(pairs) * size)
    return min(scores, key=scores.get), scores


def main():
    secret = bytearray(b"db_password=hunter2;api_token=abc123XYZ;region=eu-west-1;retries=3")
    original = bytes(secret)
    key = b"k3y!"
    xor_in_place(secret, key)
    print("cipher:", secret[:16].hex(), "...")
    print("b64:", base64.b64encode(secret).decode()[:40])
    size, scores = guess_key_length(secret)
    print("best key length:", size, {k: round(v, 2) for k, v in sorted(scores.items())})
    xor_in_place(secret, key)
    print("restored:", secret == original, secret.split(b";")[1].decode())
    try:
        fields = dict(part.split(b"=") for part in secret.split(b";"))
    except TypeError as err:
        print("as keys:", err)
    fields = dict(bytes(part).split(b"=") for part in secret.split(b";"))
    print(sorted(k.decode() for k in fields), fields[b"retries"], type(fields[b"region"]).__name__)


if __name__ == "__main__":
    main()
