"""Track parcels through a status lifecycle; illegal transitions carry their data."""
from dataclasses import dataclass, field
from enum import Enum
from typing import Dict, List, Tuple


class Status(str, Enum):
    CREATED = "created"
    PICKED_UP = "picked_up"
    IN_TRANSIT = "in_transit"
    OUT_FOR_DELIVERY = "out_for_delivery"
    DELIVERED = "delivered"
    RETURNED = "returned"
    LOST = "lost"


ALLOWED: Dict[Status, Tuple[Status, ...]] = {
    Status.CREATED: (Status.PICKED_UP, Status.LOST),
    Status.PICKED_UP: (Status.IN_TRANSIT, Status.LOST),
    Status.IN_TRANSIT: (Status.IN_TRANSIT, Status.OUT_FOR_DELIVERY, Status.LOST),
    Status.OUT_FOR_DELIVERY: (Status.DELIVERED, Status.IN_TRANSIT, Status.RETURNED),
    Status.DELIVERED: (),
    Status.RETURNED: (),
    Status.LOST: (Status.IN_TRANSIT,),
}


class TrackingError(Exception):
    pass


class InvalidTransition(TrackingError):
    def __init__(self, parcel: str, current: Status, wanted: Status):
        self.parcel, self.current, self.wanted = parcel, current, wanted
        super().__init__(f"{parcel}: {current.value} -> {wanted.value} not allowed")


@dataclass
class Parcel:
    code: str
    status: Status = Status.CREATED
    history: List[Tuple[int, Status, str]] = field(default_factory=list)

    def move(self, hour: int, new: Status, where: str) -> None:
        if new not in ALLOWED[self.status]:
            raise InvalidTransition(self.code, self.status, new)
        self.status = new
        self.history.append((hour, new, where))

    @property
    def final(self) -> bool:
        return not ALLOWED[self.status]


def main():
    parcels = {c: Parcel(c) for c in ("PX1", "PX2", "PX3")}
    feed = """
    1 PX1 picked_up Depot-A
    2 PX2 picked_up Depot-A
    3 PX1 in_transit Hub-N
    4 PX3 delivered Doorstep
    5 PX1 in_transit Hub-S
    6 PX2 in_transit Hub-N
    7 PX1 out_for_delivery Van-12
    8 PX2 lost Hub-N
    9 PX1 delivered Doorstep
    10 PX1 returned Depot-A
    11 PX2 in_transit Hub-E
    12 PX4 picked_up Depot-B
    13 PX2 shipped Hub-E
    """
    errors: List[str] = []
    for line in feed.strip().splitlines():
        hour, code, status, where = line.split()
        try:
            parcel = parcels[code]
            parcel.move(int(hour), Status(status), where)
        except KeyError as exc:
            errors.append(f"h{hour}: unknown parcel {exc}")
        except ValueError as exc:
            errors.append(f"h{hour}: {exc}")
        except InvalidTransition as exc:
            errors.append(f"h{hour}: {exc} [allowed: {', '.join(s.value for s in ALLOWED[exc.current]) or 'none'}]")
    for p in parcels.values():
        trail = " > ".join(f"{s.value}@{w}" for _, s, w in p.history)
        print(f"{p.code} {p.status.value:<16} final={p.final} | {trail or '-'}")
    print("\n".join(errors))
    print(Status.DELIVERED == "delivered", Status("lost").name, Status.LOST.upper())
    print(sorted(s.value for s in Status if not ALLOWED[s]))
    print(f"{Status.IN_TRANSIT}", str(Status.IN_TRANSIT.value), len(Status))


if __name__ == "__main__":
    main()
