OPENING = 100


def apply(balance, *entries, overdraft=0):
    history = []
    for kind, amount in entries:
        if kind == "in":
            balance += amount
        elif balance + overdraft >= amount:
            balance -= amount
        else:
            history.append(f"declined {amount}")
            continue
        history.append(f"{kind} {amount} -> {balance}")
    return balance, history


def main() -> None:
    moves = [("in", 50), ("out", 120), ("out", 80), ("in", 10), ("out", 30)]
    final, log = apply(OPENING, *moves)
    print("\n".join(log))
    print("final:", final)
    final2, _ = apply(OPENING, *moves, overdraft=100)
    print("with overdraft:", final2)
