import clauz3
from tools.ledger.trusted.effects import transfer

PURCHASES = (1_299, 450, 2_000, 7, 18_050, 999)


def ceil_to(cents: int, unit: int) -> int:
    return -(-cents // unit) * unit


def main() -> int:
    saved = 0
    i = 0
    log = ""
    while i < len(PURCHASES):
        spent = PURCHASES[i]
        i += 1
        spare = ceil_to(spent, 100) - spent
        if spare == 0:
            log += f"#{i:05d} exact\n"
            continue
        saved += spare
        log += f"#{i:05d} +{spare}\n"
        if saved >= 150:
            break
    print(log.rstrip())
    print("check:", (-1_299) % 100, 1_299 % -100, -1_299 // -100)
    if saved:
        transfer("checking", "savings", saved, "round-up", False)
    return saved
