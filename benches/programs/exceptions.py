# Exceptions: raising and catching in a loop, a program exception class, finally.

ROUNDS = 60000


class BudgetError(Exception):
    pass


def parse_amount(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"not a number: {text}")
    return int(text)


def spend(budget: int, amount: int) -> int:
    if amount > budget:
        raise BudgetError("over budget")
    return budget - amount


def main() -> int:
    texts = ["12", "7", "x9", "30", "", "5", "abc", "18"]
    bad = 0
    over = 0
    cleanups = 0
    budget = 1000
    for i in range(ROUNDS):
        try:
            amount = parse_amount(texts[i % len(texts)])
            budget = spend(budget, amount)
        except ValueError:
            bad += 1
        except BudgetError:
            over += 1
            budget += 500
        finally:
            cleanups += 1
        try:
            d = {"a": 1}
            budget += d["b"] if i % 3 == 0 else d["a"]
        except KeyError:
            budget += 2
    print(f"bad {bad} over {over} cleanups {cleanups} budget {budget}")
    return bad + over + cleanups + budget
