WORDS = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]


def key(word):
    return "".join(sorted(word))


def main() -> None:
    groups = {}
    for w in WORDS:
        groups.setdefault(key(w), []).append(w)
    multi = {k: v for k, v in groups.items() if len(v) > 1}
    for k, members in sorted(multi.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{k}: {', '.join(sorted(members))}")
    loners = [w for ws in groups.values() if len(ws) == 1 for w in ws]
    print("no anagram:", loners)
