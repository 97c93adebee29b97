from tools.google_workspace.gmail.trusted import contracts as email
from tools.google_workspace.gmail.trusted.effects import create_draft

import clauz3


@clauz3.guarantee(email.drafts_only())
@clauz3.guarantee(email.emails_at_most(1))
@clauz3.guarantee(email.no_body_contains("password"))
@clauz3.guarantee(email.body_length_at_most(500))
def main(notes: str) -> None:
    if "password" in notes or len(notes) > 400:
        notes = "(notes withheld)"
    create_draft("boss@example.com", "Review: release notes", "Draft for review:\n" + notes)
