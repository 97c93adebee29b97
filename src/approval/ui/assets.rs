//! The page's inline style and script. The script polls `/ui/rows` every two seconds with the
//! last entity tag it got (a 304 means nothing changed, and nothing is parsed or redrawn) and
//! otherwise replaces a card only when its `data-state` changed, keeping which panels were
//! open, so a note being typed on a pending card survives every refresh; decisions are posted
//! as JSON with the session cookie.

pub const STYLE: &str = r#"
:root{font-family:system-ui,sans-serif;color:#1b1b1b;background:#f6f6f4}
main{max-width:52rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.2rem 0}
.lead{margin-top:0;color:#444}
nav{display:flex;gap:.4rem;flex-wrap:wrap;margin:1rem 0}
nav button{font:inherit;padding:.5rem .8rem;border:1px solid #888;border-radius:.4rem;background:#fff;cursor:pointer}
nav button[aria-selected=true]{background:#1b1b1b;color:#fff}
.count{display:inline-block;min-width:1.2rem;text-align:center;border-radius:1rem;background:#ddd;color:#111;padding:0 .3rem}
#rows[data-tab=pending] .card:not(.pending),#rows[data-tab=approved] .card:not(.approved),#rows[data-tab=rejected] .card:not(.rejected){display:none}
.card{background:#fff;border:1px solid #ccc;border-radius:.6rem;padding:1rem;margin:0 0 1rem;overflow-wrap:anywhere}
.card header{display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.card h2{font-size:1.2rem;margin:0}
.badge{border-radius:1rem;padding:.1rem .6rem;font-size:.85rem;background:#eee}
.badge.pending{background:#fff1c2}.badge.approved{background:#cdeccd}.badge.rejected{background:#f6cfcf}
.rid{margin-left:auto;font-family:monospace;font-size:.85rem}
h3{font-size:1rem;margin:.8rem 0 .3rem}
.limits li{margin-bottom:.5rem}.words{margin:.1rem 0;font-weight:600}.no-words{margin:.1rem 0;color:#8a4b00}
code,pre{font-family:ui-monospace,monospace;font-size:.9rem}
pre{white-space:pre-wrap;background:#f2f2f2;padding:.5rem;border-radius:.3rem;overflow-x:auto}
.coverage .gap{color:#8a1c1c}
.simulated{border-left:4px solid #c77700;background:#fff6e5;padding:.4rem .8rem}
textarea{width:100%;box-sizing:border-box;font:inherit}
.buttons{display:flex;gap:.4rem;flex-wrap:wrap;margin-top:.4rem}
.buttons button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #666;background:#fff;cursor:pointer}
.buttons .approve{background:#1f6f2b;color:#fff;border-color:#1f6f2b}.buttons .reject{background:#9b1c1c;color:#fff;border-color:#9b1c1c}
button:focus-visible,a:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid #2a62c9;outline-offset:2px}
.error{color:#9b1c1c}#connection{color:#9b1c1c;min-height:1.2em}
.no-remember{color:#8a4b00}.remembered{color:#1f6f2b}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.3rem;border-bottom:1px solid #ddd}
.profile-action button{font:inherit;padding:.3rem .6rem;border-radius:.4rem;border:1px solid #666;background:#fff;cursor:pointer}
"#;

pub const SCRIPT: &str = r#"
(function(){
  const rows = document.getElementById('rows');
  const status = document.getElementById('connection');
  let etag = rows.dataset.etag || '';
  document.querySelectorAll('nav [data-tab]').forEach(function(tab){
    tab.addEventListener('click', function(){
      document.querySelectorAll('nav [data-tab]').forEach(function(t){ t.setAttribute('aria-selected', t === tab); });
      rows.dataset.tab = tab.dataset.tab;
    });
  });
  function openPanels(card){
    return Array.from(card.querySelectorAll('details[open]')).map(function(d){ return d.dataset.panel; });
  }
  function bind(root){
    root.querySelectorAll('form.decide').forEach(function(form){
      if (form.dataset.bound) return;
      form.dataset.bound = '1';
      form.addEventListener('submit', function(event){
        event.preventDefault();
        const button = event.submitter;
        const note = form.querySelector('textarea').value;
        const error = form.querySelector('.error');
        form.querySelectorAll('button').forEach(function(b){ b.disabled = true; });
        fetch('/requests/' + encodeURIComponent(form.dataset.record) + '/decision', {
          method: 'POST', credentials: 'same-origin',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(button.dataset.remember ? {decision: button.value, feedback: note, remember: true} : {decision: button.value, feedback: note})
        }).then(function(r){
          if (!r.ok) return r.json().then(function(j){ throw new Error(j.detail || r.statusText); });
          return refresh();
        }).catch(function(e){
          error.textContent = 'Not recorded: ' + e.message;
          form.querySelectorAll('button').forEach(function(b){ b.disabled = false; });
        });
      });
    });
  }
  function refresh(){
    const headers = etag ? {'If-None-Match': etag} : {};
    return fetch('/ui/rows', {credentials: 'same-origin', cache: 'no-store', headers: headers}).then(function(r){
      if (r.status === 401) { status.textContent = 'Your session has expired: open the sign-in link again.'; return; }
      if (r.status === 304) { status.textContent = ''; return; }
      if (!r.ok) throw new Error(r.statusText);
      etag = r.headers.get('ETag') || '';
      return r.text().then(function(html){
        status.textContent = '';
        const fresh = document.createElement('div');
        fresh.innerHTML = html;
        const counts = fresh.querySelector('#counts');
        if (counts) ['pending','approved','rejected'].forEach(function(t){
          const c = document.getElementById('count-' + t);
          if (c) c.textContent = counts.dataset[t];
        });
        const single = rows.dataset.tab === 'all';
        Array.from(fresh.querySelectorAll('article.card')).reverse().forEach(function(card){
          const old = document.getElementById(card.id);
          if (!old) {
            if (single) return;
            const empty = rows.querySelector('.empty');
            if (empty) empty.remove();
            rows.insertBefore(card, rows.querySelector('article.card'));
          } else if (old.dataset.state !== card.dataset.state) {
            openPanels(old).forEach(function(p){
              const d = card.querySelector('details[data-panel="' + p + '"]');
              if (d) d.open = true;
            });
            old.replaceWith(card);
          }
        });
        bind(rows);
      });
    }).catch(function(){ status.textContent = 'Connection to the approval service lost; retrying…'; });
  }
  bind(document);
  setInterval(refresh, 2000);
})();
"#;
