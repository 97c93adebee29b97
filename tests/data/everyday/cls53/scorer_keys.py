"""Rank candidates with a scorer object's methods used as sort keys and map functions."""


class Scorer:
    def __init__(self, weights):
        self.weights = weights

    def score(self, candidate):
        return sum(self.weights.get(skill, 0) for skill in candidate["skills"])

    def label(self, candidate):
        return f"{candidate['name']}:{self.score(candidate)}"


def main():
    candidates = [
        {"name": "ada", "skills": ["python", "rust"]},
        {"name": "bob", "skills": ["go"]},
        {"name": "cyd", "skills": ["python", "sql", "go"]},
    ]
    scorer = Scorer({"python": 3, "rust": 5, "go": 2, "sql": 1})
    ranked = sorted(candidates, key=scorer.score, reverse=True)
    print([c["name"] for c in ranked])
    print(list(map(scorer.label, candidates)))
    best = max(candidates, key=scorer.score)
    print(best["name"])
    fns = [scorer.score, scorer.label]
    for fn in fns:
        print(fn(candidates[1]))
    print(list(filter(lambda c: scorer.score(c) > 4, candidates)) == [candidates[0], candidates[2]])


if __name__ == "__main__":
    main()
