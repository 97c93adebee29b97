"""Convert a fleet's fuel log between mpg and L/100km and flag outliers."""
import statistics
from dataclasses import dataclass
from typing import NamedTuple

LITRES_PER_US_GALLON = 3.785411784
KM_PER_MILE = 1.609344


class Fill(NamedTuple):
    vehicle: str
    odometer_mi: int
    gallons: float


LOG = [
    Fill("van-1", 10200, 0.0), Fill("van-1", 10512, 18.2), Fill("van-1", 10830, 17.9),
    Fill("van-1", 11101, 19.4), Fill("van-1", 11420, 18.0),
    Fill("sedan-7", 52010, 0.0), Fill("sedan-7", 52388, 11.1), Fill("sedan-7", 52790, 11.8),
    Fill("sedan-7", 53161, 10.2), Fill("sedan-7", 53410, 11.0),
    Fill("truck-3", 88000, 0.0), Fill("truck-3", 88255, 24.1), Fill("truck-3", 88530, 25.9),
]


@dataclass
class Leg:
    vehicle: str
    miles: int
    gallons: float

    @property
    def mpg(self) -> float:
        return self.miles / self.gallons

    @property
    def l_per_100km(self) -> float:
        return 100 * self.gallons * LITRES_PER_US_GALLON / (self.miles * KM_PER_MILE)


def legs(log):
    last = {}
    for fill in log:
        prev = last.get(fill.vehicle)
        if prev is not None:
            yield Leg(fill.vehicle, fill.odometer_mi - prev.odometer_mi, fill.gallons)
        last[fill.vehicle] = fill


def main():
    by_vehicle = {}
    for leg in legs(LOG):
        by_vehicle.setdefault(leg.vehicle, []).append(leg)
    print(f"{'vehicle':<8} {'legs':>4} {'miles':>6} {'mpg':>6} {'L/100km':>8} {'stdev':>6}")
    fleet = []
    for vehicle, items in sorted(by_vehicle.items(), key=lambda kv: -statistics.mean(l.mpg for l in kv[1])):
        mpgs = [l.mpg for l in items]
        miles = sum(l.miles for l in items)
        gallons = sum(l.gallons for l in items)
        overall = Leg(vehicle, miles, gallons)
        sd = statistics.stdev(mpgs) if len(mpgs) > 1 else 0.0
        fleet.extend(mpgs)
        print(f"{vehicle:<8} {len(items):>4} {miles:>6,} {overall.mpg:6.2f} {overall.l_per_100km:8.2f} {sd:6.2f}")
        for l in items:
            if sd and abs(l.mpg - statistics.mean(mpgs)) > 1.2 * sd:
                print(f"   outlier leg: {l.miles} mi at {l.mpg:.1f} mpg")
    q = statistics.quantiles(fleet, n=4)
    print("fleet quartiles (mpg):", [round(x, 2) for x in q])
    print(f"fleet harmonic mean: {statistics.harmonic_mean(fleet):.3f} mpg")
    return len(fleet)


if __name__ == "__main__":
    main()
