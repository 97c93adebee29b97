"""Drives headless Chromium over the DevTools pipe (no websocket library needed): signs in
through the approver's login link, waits for a pending card, types a note with real key
input, waits through two refreshes, then writes OUT_DIR/typed and waits for the second
request the test then submits to appear live, screenshots, approves the first card with the
keyboard (Enter on the focused Approve button) and screenshots the decided card. It also
reports the status of every poll of /ui/rows (304 when nothing changed).

With a fourth argument `remember`, it instead approves the pending card with "Approve and
remember" from the keyboard, reads the decided card, opens the profile page from its link and
disables the remembered rule there with the keyboard.

Usage: drive.py CHROMIUM LOGIN_URL OUT_DIR [remember]. Prints one JSON object of what it saw."""

import base64
import json
import os
import subprocess
import sys
import tempfile
import time

chromium, login, out_dir = sys.argv[1:4]
mode = sys.argv[4] if len(sys.argv) > 4 else "note"
NOTE = "Checked the beds with Ana"

commands_r, commands_w = os.pipe()
events_r, events_w = os.pipe()
high_r, high_w = os.dup(commands_r) + 100, os.dup(events_w) + 100
os.dup2(commands_r, high_r)
os.dup2(events_w, high_w)


def child_pipes():
    os.dup2(high_r, 3)
    os.dup2(high_w, 4)


profile = tempfile.mkdtemp()
browser = subprocess.Popen(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
     "--user-data-dir=" + profile, "--window-size=412,915", "about:blank"],
    preexec_fn=child_pipes, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
)
os.close(commands_r)
os.close(events_w)
writer = os.fdopen(commands_w, "wb")
reader = os.fdopen(events_r, "rb")
buffered = b""
next_id = 0


class NavigatedAway(Exception):
    """An evaluation the page's own navigation cut short (a form post, a link): asked again."""


def send(method, params=None, session=None):
    global next_id, buffered
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    writer.write(json.dumps(message).encode() + b"\0")
    writer.flush()
    while True:
        while b"\0" not in buffered:
            chunk = os.read(reader.fileno(), 65536)
            if not chunk:
                raise SystemExit("chromium closed the pipe")
            buffered += chunk
        raw, buffered = buffered.split(b"\0", 1)
        reply = json.loads(raw)
        if reply.get("id") == next_id:
            if "error" in reply:
                if "navigated or closed" in str(reply["error"].get("message", "")):
                    raise NavigatedAway(method)
                raise SystemExit(f"{method}: {reply['error']}")
            return reply.get("result", {})


target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
send("Page.enable", session=session)
send("Emulation.setDeviceMetricsOverride",
     {"width": 412, "height": 915, "deviceScaleFactor": 1, "mobile": True}, session=session)
send("Page.navigate", {"url": login}, session=session)


def evaluate(expression):
    result = send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=session)
    return result.get("result", {}).get("value")


def wait_for(expression, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            value = evaluate(expression)
        except NavigatedAway:
            value = None
        if value:
            return value
        time.sleep(0.2)
    raise SystemExit("timed out waiting for " + expression + "\n" + str(evaluate("document.body && document.body.innerText")))


def screenshot(name):
    data = send("Page.captureScreenshot", {"format": "png"}, session=session)["data"]
    path = os.path.join(out_dir, name)
    with open(path, "wb") as f:
        f.write(base64.b64decode(data))
    return path


def polls():
    return evaluate("performance.getEntriesByType('resource').filter(function(e){ return e.name.endsWith('/ui/rows'); })"
                    ".map(function(e){ return e.responseStatus; })")


def press_enter():
    for kind in ("keyDown", "keyUp"):
        send("Input.dispatchKeyEvent", {"type": kind, "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13,
                                        "text": "\r" if kind == "keyDown" else ""}, session=session)


def approve_from_keyboard(card, decision, shot, seen):
    """Presses Enter on the card's button for `decision`, then reads the decided card."""
    evaluate(card + ".querySelector('button[value=" + decision + "]').focus()")
    seen["focused"] = evaluate("document.activeElement.textContent")
    press_enter()
    wait_for("document.querySelector('article.card.approved') !== null")
    evaluate("document.querySelector('nav [data-tab=approved]').click()")
    seen["decided_text"] = evaluate("document.querySelector('article.card.approved').innerText")
    seen["decided_screenshot"] = screenshot(shot)


def note_flow():
    seen = {}
    wait_for("document.querySelector('article.card.pending form.decide') !== null")
    seen["title"] = evaluate("document.title")
    seen["pending_count"] = evaluate("document.getElementById('count-pending').textContent")
    card = "document.getElementById(" + json.dumps(evaluate("document.querySelector('article.card.pending').id")) + ")"
    seen["card_text"] = evaluate(card + ".innerText")
    evaluate(card + ".querySelector('textarea').focus()")
    send("Input.insertText", {"text": NOTE}, session=session)
    time.sleep(4.5)  # two refreshes of the list
    seen["note_after_refresh"] = evaluate(card + ".querySelector('textarea').value")
    seen["polls_while_unchanged"] = polls()
    with open(os.path.join(out_dir, "typed"), "w") as signal:
        signal.write("typed\n")
    wait_for("document.getElementById('count-pending').textContent === '2'")
    seen["live_cards"] = evaluate("document.querySelectorAll('article.card.pending').length")
    seen["note_after_live_card"] = evaluate(card + ".querySelector('textarea').value")
    seen["pending_screenshot"] = screenshot("pending.png")
    approve_from_keyboard(card, "approved_once", "decided.png", seen)
    seen["approved_count"] = evaluate("document.getElementById('count-approved').textContent")
    seen["polls"] = polls()
    return seen


def remember_flow():
    seen = {}
    wait_for("document.querySelector('article.card.pending form.decide') !== null")
    card = "document.querySelector('article.card.pending')"
    seen["buttons"] = evaluate("Array.from(" + card + ".querySelectorAll('button')).map(function(b){ return b.textContent; })")
    approve_from_keyboard(card, "approved_remember", "remembered.png", seen)
    evaluate("document.querySelector('a[href=\"/ui/profile\"]').click()")
    wait_for("document.querySelector('#rules tr.rule') !== null")
    seen["profile_title"] = evaluate("document.title")
    seen["rules_text"] = evaluate("document.getElementById('rules').innerText")
    evaluate("document.querySelector('#rules tr.rule form.profile-action button').focus()")
    seen["profile_focused"] = evaluate("document.activeElement.textContent")
    press_enter()
    wait_for("document.querySelector('#rules tr.rule[data-enabled=false]') !== null")
    seen["rules_after_disable"] = evaluate("document.getElementById('rules').innerText")
    return seen


print(json.dumps(remember_flow() if mode == "remember" else note_flow()))
browser.kill()
browser.wait()
