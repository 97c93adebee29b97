def rle_encode(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{j - i}{s[i]}" if j - i > 1 else s[i])
        i = j
    return "".join(out)


def rle_decode(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num or 1))
            num = ""
    return "".join(out)


def caesar(s, k):
    res = []
    for ch in s:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            res.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            res.append(ch)
    return "".join(res)


def main():
    samples = ["aaabccddddde", "abc", "", "zzzzzzzzzzzz", "aabbaa"]
    for s in samples:
        enc = rle_encode(s)
        assert rle_decode(enc) == s
        print(f"{s!r:>16} -> {enc!r}")
    msg = "Attack at Dawn, 05:30!"
    secret = caesar(msg, 13)
    print(secret, "|", caesar(secret, -13))
    print(bin(1234), hex(1234), oct(1234), f"{1234:#010b}")
    print(int("0b1011", 0), int("ff", 16), int("777", 8))
    print(sorted(set("mississippi")), "".join(sorted("mississippi", key="imps".index)))
