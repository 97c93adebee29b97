import heapq
from collections import defaultdict

ORDERS = """\
c01,Acme Corp,1250.00
c02,Globex,320.50
c03,Initech,980.00
c01,Acme Corp,310.25
c04,Umbrella,4100.00
c05,Hooli,55.10
c03,Initech,1100.00
c06,Vandelay,980.00
c02,Globex,90.00
c07,Stark,2999.99
c05,Hooli,12.00
"""


def load(text):
    totals: dict[tuple[str, str], float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    for line in text.splitlines():
        cid, name, amount = line.split(",")
        totals[(cid, name)] += float(amount)
        counts[cid] += 1
    return totals, counts


def main():
    totals, counts = load(ORDERS)
    top = heapq.nlargest(3, totals.items(), key=lambda kv: kv[1])
    print("top 3 by revenue:")
    for rank, ((cid, name), amt) in enumerate(top, start=1):
        print(f"  {rank}. {name:<10} {amt:>10,.2f}  ({counts[cid]} orders)")
    bottom = heapq.nsmallest(2, totals.items(), key=lambda kv: (kv[1], kv[0][0]))
    print("smallest:", [(name, round(amt, 2)) for (_, name), amt in bottom])
    heap: list[tuple[float, str]] = []
    for (cid, name), amt in totals.items():
        heapq.heappush(heap, (-amt, name))
    order = [heapq.heappop(heap)[1] for _ in range(len(heap))]
    print("full ranking:", order)
    window: list[int] = []
    stream = [5, 1, 9, 3, 7, 8, 2, 6]
    for x in stream:
        if len(window) < 3:
            heapq.heappush(window, x)
        else:
            heapq.heappushpop(window, x)
    print("top-3 of stream:", sorted(window, reverse=True))
    merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [5]))
    print("merged:", merged)
    h = [7, 2, 5]
    heapq.heapify(h)
    print("replace ->", heapq.heapreplace(h, 1), h)
    return order[0]


if __name__ == "__main__":
    main()
