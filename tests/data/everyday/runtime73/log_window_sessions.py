"""Session reconstruction from access logs: timestamps parsed with strptime into aware
datetimes, sessions as dataclasses with a derived duration property and frozen keys, time-of-
day buckets from aware times, and errors from malformed lines kept with their line number."""
import sys
from dataclasses import dataclass, field
from datetime import datetime, time, timedelta, timezone

LOG = """\
1 2024-05-01T08:59:58+0200 ana GET /home
2 2024-05-01T09:03:10+0200 ana GET /cart
3 2024-05-01T09:40:00+0200 ana POST /pay
4 2024-05-01T07:05:00+0000 bo GET /home
5 not-a-time bo GET /x
6 2024-05-01T07:06:30+0000 bo GET /faq
7 2024-05-01T21:15:00-0400 cy GET /home"""

GAP = timedelta(minutes=30)
BUCKETS = [(time(0, tzinfo=timezone.utc), "night"), (time(6, tzinfo=timezone.utc), "morning"),
           (time(12, tzinfo=timezone.utc), "afternoon"), (time(18, tzinfo=timezone.utc), "evening")]


@dataclass
class Session:
    user: str
    start: datetime
    end: datetime
    paths: list[str] = field(default_factory=list)

    @property
    def duration(self):
        return self.end - self.start


def bucket(moment):
    t = moment.astimezone(timezone.utc).timetz()
    name = BUCKETS[0][1]
    for start, label in BUCKETS:
        if t >= start:
            name = label
    return name


def main():
    sessions, errors = {}, []
    for line in LOG.splitlines():
        number, stamp, user, method, path = line.split()
        try:
            moment = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S%z")
        except ValueError:
            errors.append((int(number), type(sys.exception()).__name__))
            continue
        current = sessions.get(user)
        if current and moment - current[-1].end <= GAP:
            current[-1].end = moment
            current[-1].paths.append(path)
        else:
            sessions.setdefault(user, []).append(Session(user, moment, moment, [path]))
    for user, runs in sessions.items():
        for s in runs:
            start_t = s.start.timetz()
            print(f"{user:<4}{start_t.isoformat(timespec='minutes'):<13}{str(s.duration):>9} {bucket(s.start):<10}{' > '.join(s.paths)}")
    print("errors:", errors)
    first = sessions["ana"][0].start
    print(repr(first.timetz()), first.timetz().utcoffset(), first.timetz() == time(6, 59, 58, tzinfo=timezone.utc))
    return sum(len(r) for r in sessions.values())
