"""Score Wordle guesses and narrow a candidate list with the feedback."""
from collections import Counter

WORDS = """crane slate trace crate react cater adore arose stare tears rates
plant flame blame glean clean ocean piano pinto point joint faint saint
tight light night might sight fight eight weigh""".split()


def feedback(guess: str, answer: str) -> str:
    """Return a string of G (green), Y (yellow) and . (grey), handling repeated letters."""
    result = ["."] * len(guess)
    remaining = Counter()
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            result[i] = "G"
        else:
            remaining[a] += 1
    for i, g in enumerate(guess):
        if result[i] == "." and remaining[g] > 0:
            result[i] = "Y"
            remaining[g] -= 1
    return "".join(result)


def consistent(word: str, history: list[tuple[str, str]]) -> bool:
    return all(feedback(guess, word) == fb for guess, fb in history)


def best_guess(candidates: list[str]) -> str:
    """Pick the guess whose worst-case feedback bucket is smallest (minimax)."""
    def worst_bucket(guess):
        buckets = Counter(feedback(guess, c) for c in candidates)
        return max(buckets.values()), guess

    return min(candidates, key=worst_bucket)


def solve(answer: str, first: str = "crane") -> list[tuple[str, str]]:
    history = []
    candidates = list(WORDS)
    guess = first
    for _ in range(6):
        fb = feedback(guess, answer)
        history.append((guess, fb))
        if fb == "GGGGG":
            break
        candidates = [w for w in candidates if consistent(w, history)]
        guess = best_guess(candidates)
    return history


def main():
    checks = [("speed", "abide"), ("erase", "speed"), ("allee", "eagle"), ("tears", "stare")]
    for guess, answer in checks:
        print(f"{guess} vs {answer}: {feedback(guess, answer)}")
    print()
    total = 0
    for answer in ["night", "ocean", "cater", "saint", "weigh"]:
        history = solve(answer)
        total += len(history)
        trail = " -> ".join(f"{g}[{fb}]" for g, fb in history)
        print(f"{answer}: {len(history)} guesses: {trail}")
    print(f"average guesses: {total / 5:.2f}")


if __name__ == "__main__":
    main()
