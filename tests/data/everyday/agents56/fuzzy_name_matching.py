"""Match messy supplier names to a master list with edit distance and difflib ratios."""
import difflib
import re
import unicodedata

MASTER = ["Acme Corporation", "Globex Industries", "Initech", "Umbrella Pharmaceuticals",
          "Stark Industries", "Wayne Enterprises", "Société Générale"]

INCOMING = ["ACME Corp.", "Globex Ind", "initech llc", "Umbrela Pharma", "Stark Ind.",
            "Wayne Enterprize", "Societe Generale SA", "Cyberdyne Systems"]

SUFFIXES = re.compile(r"\b(corp(oration)?|inc|llc|ltd|sa|co)\.?$", re.I)


def normalise(name: str) -> str:
    text = unicodedata.normalize("NFKD", name)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = SUFFIXES.sub("", text.lower().strip()).strip(" .,")
    return re.sub(r"\s+", " ", text)


def levenshtein(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def best_match(name: str, threshold: float = 0.6):
    target = normalise(name)
    scored = []
    for candidate in MASTER:
        norm = normalise(candidate)
        ratio = difflib.SequenceMatcher(None, target, norm).ratio()
        prefix = norm.startswith(target.split()[0]) if target else False
        scored.append((ratio + (0.1 if prefix else 0), -levenshtein(target, norm), candidate))
    scored.sort(reverse=True)
    score, neg_dist, candidate = scored[0]
    return (candidate if score >= threshold else None), score, -neg_dist


def main():
    print(f"{'incoming':<22}{'match':<26}{'score':>6}{'edits':>6}")
    unmatched = []
    for name in INCOMING:
        match, score, dist = best_match(name)
        if match is None:
            unmatched.append(name)
        print(f"{name:<22}{str(match):<26}{score:>6.2f}{dist:>6}")
    print("unmatched:", unmatched)
    print("close to 'Inittech':", difflib.get_close_matches("Inittech", MASTER, n=2, cutoff=0.5))
    print("levenshtein(kitten, sitting) =", levenshtein("kitten", "sitting"))
    print("normalised:", [normalise(n) for n in MASTER[-2:]])


if __name__ == "__main__":
    main()
