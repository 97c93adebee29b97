"""Plan a year of book-club meetings: rotating hosts, genre balance, and avoiding repeats."""
import calendar
import itertools
from collections import Counter, deque
from datetime import date

MEMBERS = ["Aisha", "Bram", "Chloe", "Dmitri", "Esme"]
UNAVAILABLE = {("Bram", 7), ("Chloe", 8), ("Esme", 12), ("Aisha", 1)}

READING_LIST = [
    ("Piranesi", "fantasy", 272), ("The Overstory", "literary", 502), ("Project Hail Mary", "sci-fi", 476),
    ("Educated", "memoir", 334), ("Circe", "fantasy", 393), ("Klara and the Sun", "literary", 303),
    ("The Martian", "sci-fi", 369), ("Born a Crime", "memoir", 304), ("Anxious People", "literary", 352),
    ("Leviathan Wakes", "sci-fi", 561), ("H is for Hawk", "memoir", 300), ("Uprooted", "fantasy", 435),
    ("Middlemarch", "literary", 880),
]


def third_thursday(year, month):
    weeks = calendar.monthcalendar(year, month)
    thursdays = [w[calendar.THURSDAY] for w in weeks if w[calendar.THURSDAY]]
    return date(year, month, thursdays[2])


def pick_book(queue, last_genre, max_pages):
    for _ in range(len(queue)):
        title, genre, pages = queue[0]
        if genre != last_genre and pages <= max_pages:
            return queue.popleft()
        queue.rotate(-1)
    return queue.popleft()


def main():
    hosts = itertools.cycle(MEMBERS)
    queue = deque(READING_LIST)
    last_genre = None
    hosted = Counter()
    genres = Counter()
    print(calendar.month_name[1], "to", calendar.month_name[12], "2025")
    for month in range(1, 13):
        when = third_thursday(2025, month)
        host = next(hosts)
        skipped = []
        while (host, month) in UNAVAILABLE:
            skipped.append(host)
            host = next(hosts)
        max_pages = 350 if month in (11, 12) else 600
        title, genre, pages = pick_book(queue, last_genre, max_pages)
        last_genre = genre
        hosted[host] += 1
        genres[genre] += 1
        note = f" (skipped {', '.join(skipped)})" if skipped else ""
        print(f"{when:%a %d %b}: {host:<7} hosts {title!r} [{genre}, {pages}p]{note}")
    print("hosting counts:", dict(sorted(hosted.items())))
    print("genres:", genres.most_common())
    print("left on the list:", [t for t, _, _ in queue])
    print(calendar.isleap(2025), calendar.monthrange(2025, 2))


if __name__ == "__main__":
    main()
