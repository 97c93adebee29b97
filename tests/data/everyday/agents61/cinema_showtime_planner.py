"""Plan cinema showtimes across screens with cleaning gaps and a closing time."""
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import List


@dataclass(frozen=True)
class Film:
    title: str
    runtime_min: int
    rating: str
    trailers_min: int = 15

    @property
    def slot(self) -> timedelta:
        return timedelta(minutes=self.runtime_min + self.trailers_min)


@dataclass
class Screen:
    name: str
    seats: int
    shows: List[tuple] = field(default_factory=list)

    def next_free(self, opening: datetime, cleaning: timedelta) -> datetime:
        if not self.shows:
            return opening
        return self.shows[-1][2] + cleaning


def round_up(moment: datetime, minutes: int = 5) -> datetime:
    extra = (-moment.minute) % minutes
    return (moment + timedelta(minutes=extra)).replace(second=0, microsecond=0)


def plan(films, screens, opening, closing, cleaning):
    queue = sorted(films, key=lambda f: (-f.runtime_min, f.title))
    unplaced = []
    for film in queue * 3:
        best = None
        for screen in screens:
            start = round_up(screen.next_free(opening, cleaning), 5)
            end = start + film.slot
            if end > closing:
                continue
            if best is None or start < best[1]:
                best = (screen, start, end)
        if best is None:
            unplaced.append(film.title)
            continue
        screen, start, end = best
        screen.shows.append((film, start, end))
    return unplaced


def main():
    day = datetime(2024, 3, 15)
    opening = day.replace(hour=11)
    closing = day.replace(hour=23, minute=30)
    films = [
        Film("Dune: Part Two", 166, "PG-13"),
        Film("Kung Fu Panda 4", 94, "PG", trailers_min=10),
        Film("Ghostbusters", 115, "PG-13"),
        Film("The Zone of Interest", 105, "PG-13", trailers_min=5),
    ]
    screens = [Screen("Screen 1", 220), Screen("Screen 2", 140), Screen("Screen 3", 80)]
    unplaced = plan(films, screens, opening, closing, timedelta(minutes=20))
    for screen in screens:
        print(f"{screen.name} ({screen.seats} seats)")
        for film, start, end in screen.shows:
            print(f"  {start:%H:%M}-{end:%H:%M}  {film.title:<22} [{film.rating}]")
        used = sum(((e - s) for _, s, e in screen.shows), timedelta())
        share = used / (closing - opening)
        print(f"  utilisation {share:.1%}")
    counts = {}
    for screen in screens:
        for film, _, _ in screen.shows:
            counts[film.title] = counts.get(film.title, 0) + 1
    print("shows per film:", dict(sorted(counts.items())))
    print("could not place:", len(unplaced), sorted(set(unplaced)))
    last = max((e for s in screens for _, _, e in s.shows), default=None)
    print("last show ends", last.isoformat(sep=" ") if last else "n/a")


if __name__ == "__main__":
    main()
