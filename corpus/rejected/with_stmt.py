# rejects: with statement
import clauz3


def main() -> int:
    lines = []
    ledger_lock = "ledger"
    with ledger_lock:
        lines.append(1)
    return len(lines)
