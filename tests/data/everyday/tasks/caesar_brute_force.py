SECRET = "Wkh txlfn eurzq ira mxpsv ryhu wkh odcb grj."
COMMON = ("the", "and", "over", "quick")


def shift(text, k):
    out = []
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)


def score(text):
    words = text.lower().replace(".", "").split()
    return sum(w in COMMON for w in words)


def main():
    candidates = [(score(shift(SECRET, -k)), k) for k in range(26)]
    best_score, best_k = max(candidates)
    print("key:", best_k, "score:", best_score)
    print(shift(SECRET, -best_k))
    again = shift(shift("Hello, World!", 13), 13)
    print(again, shift("abc xyz", 3))
    return [k for s, k in candidates if s > 0]
