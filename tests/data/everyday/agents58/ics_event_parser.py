"""Parse a small iCalendar (ICS) text: unfold lines, read events, expand daily/weekly repeats."""
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Dict, List

ICS = """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:1@example
SUMMARY:Team standup
DTSTART:20240603T091500
DTEND:20240603T093000
RRULE:FREQ=DAILY;COUNT=5
END:VEVENT
BEGIN:VEVENT
UID:2@example
SUMMARY:Architecture review with the platform and data teams about the new
  ingestion pipeline
DTSTART:20240604T140000
DTEND:20240604T153000
LOCATION:Room 4\\, Building B
END:VEVENT
BEGIN:VEVENT
UID:3@example
SUMMARY:1:1
DTSTART:20240603T160000
DTEND:20240603T163000
RRULE:FREQ=WEEKLY;COUNT=3
END:VEVENT
END:VCALENDAR
"""


@dataclass
class Event:
    props: Dict[str, str] = field(default_factory=dict)

    @property
    def start(self) -> datetime:
        return datetime.strptime(self.props["DTSTART"], "%Y%m%dT%H%M%S")

    @property
    def duration(self) -> timedelta:
        return datetime.strptime(self.props["DTEND"], "%Y%m%dT%H%M%S") - self.start

    def occurrences(self):
        rule = dict(part.split("=") for part in self.props.get("RRULE", "").split(";") if part)
        step = {"DAILY": timedelta(days=1), "WEEKLY": timedelta(weeks=1)}.get(rule.get("FREQ"))
        count = int(rule.get("COUNT", 1))
        for i in range(count if step else 1):
            yield self.start + (step * i if step else timedelta(0))


def unfold(text: str) -> List[str]:
    lines = []
    for raw in text.splitlines():
        if raw.startswith((" ", "\t")) and lines:
            lines[-1] += raw[1:]
        else:
            lines.append(raw)
    return lines


def parse(text: str) -> List[Event]:
    events, current = [], None
    for line in unfold(text):
        key, _, value = line.partition(":")
        if line == "BEGIN:VEVENT":
            current = Event()
        elif line == "END:VEVENT":
            events.append(current)
            current = None
        elif current is not None:
            current.props[key] = value.replace("\\,", ",")
    return events


def main():
    events = parse(ICS)
    print(f"{len(events)} events")
    agenda = []
    for ev in events:
        for when in ev.occurrences():
            agenda.append((when, ev))
    agenda.sort(key=lambda pair: pair[0])
    for when, ev in agenda:
        end = when + ev.duration
        title = ev.props["SUMMARY"]
        short = title if len(title) <= 40 else title[:37] + "..."
        print(f"{when:%a %m-%d %H:%M}-{end:%H:%M}  {short}")
    busy = sum((ev.duration for _, ev in agenda), timedelta())
    print("total busy:", busy)
    print(events[1].props.get("LOCATION"), "|", events[0].props["RRULE"])


if __name__ == "__main__":
    main()
