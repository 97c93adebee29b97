# prove: failed ZeroDivisionError
"""The fallback value is zero and is then divided by: the failure is only on the except path."""
from tools.agents.trusted.effects import ask


def main() -> int:
    try:
        workers = int(ask("workers?"))
    except ValueError:
        workers = 0
    if workers < 0:
        workers = 1
    per_worker = 100 // workers
    print("each gets", per_worker)
    return per_worker
