"""Routes support tickets by urgency, matching misspelt team names to the known teams."""
import difflib
import html
import queue

TEAMS = ["billing", "shipping", "accounts", "technical", "returns"]


def route(team):
    if team in TEAMS:
        return team
    guess = difflib.get_close_matches(team.lower(), TEAMS, n=1, cutoff=0.6)
    return guess[0] if guess else "triage"


def main():
    tickets = [
        (2, "Billng", "Charged twice &amp; no refund"),
        (1, "tecnical", "App crashes on <login>"),
        (3, "shiping", "Parcel late"),
        (1, "sales", "Quote for 500 units"),
        (2, "returns", "Wrong size &#8211; exchange?"),
    ]
    inbox = queue.PriorityQueue()
    for n, (urgency, team, text) in enumerate(tickets):
        inbox.put((urgency, n, route(team), html.unescape(text)))
    handled = []
    while not inbox.empty():
        urgency, n, team, text = inbox.get()
        handled.append(f"[{urgency}] {team}: {html.escape(text)}")
        inbox.task_done()
    print("\n".join(handled))
    scores = {team: round(difflib.SequenceMatcher(None, "tecnical", team).ratio(), 3) for team in TEAMS}
    print(scores)
    return inbox.qsize()
