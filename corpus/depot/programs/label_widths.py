import clauz3
from tools.depot.trusted.effects import pick_list, unit_weights


def main() -> str:
    skus = pick_list("ORD-77")
    by_length = sorted(skus, key=len)
    longest = max(skus, key=len)
    weights = unit_weights(by_length)
    heaviest_delta = max([w - 10 for w in weights], key=abs)
    width = len(longest) + 2
    lines = [f"{sku:<{width}}{w:>4}" for sku, w in zip(by_length, weights)]
    for line in lines:
        print(line)
    return f"{longest}/{heaviest_delta}"
