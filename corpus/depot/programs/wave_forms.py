import clauz3
from tools.depot.trusted.effects import pick_list, stock_level

ZONES = {"hinge": "A", "latch": "B"}
FALLBACK = ["hinge-l", "hinge-r", "latch", "bolt"]


def zone_of(sku: str, *, default: str = "Z") -> str:
    return ZONES.get(sku.split("-")[0], default)


def waves(skus: list[str], size: int):
    batch = []
    for sku in skus:
        batch.append(sku)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield from [batch]


def tally(*counts: int, **weights: int) -> int:
    return sum(counts) + sum(weights.values())


def main() -> str:
    picks = pick_list("WAVE-7") or list(FALLBACK)
    first, *rest = picks
    del rest[-1:]
    levels = {sku: stock_level(sku) for sku in picks}
    empty = sum(1 for sku in picks if levels[sku] == 0)
    for sku in picks:
        if (zone := zone_of(sku)) == "Z":
            print("unzoned:", sku)
            break
    else:
        zone = "all zoned"
    lines = [f"{i + 1}: {', '.join(wave)}" for i, wave in enumerate(waves(picks, 2))]
    lines[1:1] = ["--"]
    del levels[first]
    print(*lines, sep="\n")
    print(first, rest, empty, zone, sorted(levels))
    return f"{tally(*[len(lines), empty], extra=len(rest))}"
