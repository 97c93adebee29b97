from dataclasses import dataclass, field


@dataclass
class Parcel:
    tracking: str
    weight_kg: float
    destination: str
    fragile: bool = False
    tags: list = field(default_factory=list)

    @property
    def cost(self):
        base = 4.5 + 1.2 * self.weight_kg
        return base * 1.5 if self.fragile else base


@dataclass(order=True)
class Route:
    distance: int
    name: str


def main():
    parcels = [
        Parcel("A100", 2.0, "Paris"),
        Parcel("B220", 0.4, "Oslo", fragile=True),
        Parcel("C315", 12.75, "Paris", tags=["heavy"]),
        Parcel("D401", 5.0, "Rome", True, ["gift", "express"]),
    ]
    parcels[0].tags.append("priority")
    print(parcels[1])
    print(parcels[0] == Parcel("A100", 2.0, "Paris", tags=["priority"]))
    by_city = {}
    for p in parcels:
        by_city.setdefault(p.destination, []).append(p)
    for city in sorted(by_city):
        group = by_city[city]
        total = sum(p.cost for p in group)
        ids = "/".join(p.tracking for p in group)
        print(f"{city:<6} {len(group)} parcel(s) {ids:<10} cost {total:7.2f}")
    routes = sorted([Route(420, "north"), Route(130, "coast"), Route(420, "east")])
    print([r.name for r in routes])
    print(max(routes), Route(1, "a") < Route(1, "b"))
    tagged = [p.tracking for p in parcels if p.tags]
    return tagged


if __name__ == "__main__":
    main()
