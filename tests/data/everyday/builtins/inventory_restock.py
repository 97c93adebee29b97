STOCK = (("apples", 12, 20), ("bananas", 3, 15), ("cherries", 0, 10), ("dates", 25, 20), ("elderberries", 5, 5))


def main() -> None:
    to_order = {}
    for name, have, target in STOCK:
        if have < target:
            to_order[name] = target - have
    print("to order:", to_order)
    urgent = dict(filter(lambda kv: kv[1] >= 10, to_order.items()))
    print("urgent:", urgent)
    names = list(to_order)
    names.reverse()
    print("picking order:", names)
    first = names.pop()
    names.insert(0, first.upper())
    print("after reshuffle:", names)
    leftover = sorted([n for n, h, t in STOCK if h >= t])
    print("fully stocked:", leftover)
    print("total units:", sum([q for q in to_order.values()]), divmod(sum(to_order.values()), 12))
