"""Clear airline upgrade requests by status tier, fare class and check-in time using a heap."""
import heapq
from dataclasses import dataclass, field
from datetime import datetime
from enum import IntEnum


class Tier(IntEnum):
    GENERAL = 0
    SILVER = 1
    GOLD = 2
    PLATINUM = 3


FARE_RANK = {"Y": 0, "B": 1, "M": 2, "H": 3, "Q": 4}


@dataclass(order=True)
class UpgradeRequest:
    sort_key: tuple = field(init=False, repr=False)
    passenger: str = field(compare=False)
    tier: Tier = field(compare=False)
    fare: str = field(compare=False)
    checked_in: datetime = field(compare=False)
    companions: int = field(default=0, compare=False)

    def __post_init__(self):
        self.sort_key = (-self.tier, FARE_RANK[self.fare], self.checked_in)

    @property
    def seats_needed(self):
        return 1 + self.companions


def clear_upgrades(requests, seats):
    heap = list(requests)
    heapq.heapify(heap)
    cleared, passed_over = [], []
    while heap and seats:
        req = heapq.heappop(heap)
        if req.seats_needed <= seats:
            seats -= req.seats_needed
            cleared.append(req)
        else:
            passed_over.append(req)
    waitlist = passed_over + [heapq.heappop(heap) for _ in range(len(heap))]
    return cleared, waitlist, seats


def main():
    t = lambda hhmm: datetime(2024, 9, 12, *map(int, hhmm.split(":")))
    requests = [
        UpgradeRequest("Okonkwo", Tier.GOLD, "M", t("06:10")),
        UpgradeRequest("Lindqvist", Tier.PLATINUM, "Q", t("07:45"), companions=1),
        UpgradeRequest("Haddad", Tier.GOLD, "B", t("08:30")),
        UpgradeRequest("Moreau", Tier.SILVER, "Y", t("05:55")),
        UpgradeRequest("Tanaka", Tier.PLATINUM, "H", t("09:05")),
        UpgradeRequest("Reyes", Tier.GOLD, "B", t("06:40"), companions=2),
        UpgradeRequest("Walsh", Tier.GENERAL, "Y", t("04:00")),
        UpgradeRequest("Kowalski", Tier.SILVER, "B", t("07:00")),
    ]
    print("priority order:")
    for i, r in enumerate(sorted(requests), 1):
        party = f" +{r.companions}" if r.companions else ""
        print(f"  {i}. {r.passenger:<10}{party:<3} {r.tier.name:<8} fare {r.fare} checked in {r.checked_in:%H:%M}")
    cleared, waitlist, left = clear_upgrades(requests, seats=4)
    print("cleared:", ", ".join(f"{r.passenger}({r.seats_needed})" for r in cleared))
    print("waitlist:", ", ".join(r.passenger for r in waitlist))
    print("seats left:", left)
    by_tier = {tier: sum(1 for r in cleared if r.tier == tier) for tier in Tier}
    print({k.name: v for k, v in by_tier.items() if v})
    print(Tier.GOLD > Tier.SILVER, Tier(3), Tier["SILVER"] + 1, max(Tier).name)


if __name__ == "__main__":
    main()
