"""Pack parcels into trucks: first-fit decreasing vs best-fit, with a lower bound."""
import math
from dataclasses import dataclass, field


@dataclass(order=True)
class Parcel:
    weight: int
    pid: str = field(compare=False)


@dataclass
class Truck:
    capacity: int
    parcels: list = field(default_factory=list)

    @property
    def load(self):
        return sum(p.weight for p in self.parcels)

    @property
    def free(self):
        return self.capacity - self.load

    def fits(self, parcel):
        return parcel.weight <= self.free

    def __str__(self):
        ids = ",".join(p.pid for p in self.parcels)
        return f"{self.load:>4}/{self.capacity} ({self.load / self.capacity:6.1%}) [{ids}]"


def first_fit_decreasing(parcels, capacity):
    trucks = []
    for p in sorted(parcels, reverse=True):
        truck = next((t for t in trucks if t.fits(p)), None)
        if truck is None:
            truck = Truck(capacity)
            trucks.append(truck)
        truck.parcels.append(p)
    return trucks


def best_fit(parcels, capacity):
    trucks = []
    for p in parcels:
        candidates = [t for t in trucks if t.fits(p)]
        if candidates:
            min(candidates, key=lambda t: t.free - p.weight).parcels.append(p)
        else:
            trucks.append(Truck(capacity, [p]))
    return trucks


def main():
    weights = [420, 180, 650, 90, 300, 510, 275, 60, 720, 330, 150, 485, 215, 95]
    parcels = [Parcel(w, f"P{i:02d}") for i, w in enumerate(weights, 1)]
    capacity = 1000
    oversize = [p for p in parcels if p.weight > capacity]
    assert not oversize
    bound = math.ceil(sum(weights) / capacity)
    print(f"{len(parcels)} parcels, {sum(weights)} kg, lower bound {bound} trucks")
    for name, algo in (("first-fit decreasing", first_fit_decreasing), ("best-fit", best_fit)):
        trucks = algo(parcels, capacity)
        print(f"{name}: {len(trucks)} trucks")
        for i, t in enumerate(trucks, 1):
            print(f"  truck {i}: {t}")
        waste = sum(t.free for t in trucks)
        print(f"  unused capacity {waste} kg; heaviest truck {max(trucks, key=lambda t: t.load).load}")
    print(min(parcels), max(parcels).pid, sorted(parcels)[:3] == sorted(parcels, key=lambda p: p.weight)[:3])


if __name__ == "__main__":
    main()
