/* eslint-disable @typescript-eslint/ban-ts-comment -- a browser script served as is to the test page, not part of the build */
// @ts-nocheck
/* global window, document, fetch, URLSearchParams */
/*
 * A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served in its place by the
 * browser tests (tests/fakes/stripe-browser.ts). Shaped like the real one where the site touches
 * it: Stripe(key) → elements({ clientSecret, appearance }) → create("payment").mount(el) with
 * "ready" and "change" events, elements.submit(), stripe.confirmPayment({ elements,
 * confirmParams, redirect: "if_required" }). Like the real one, the card form is a frame on
 * js.stripe.com, confirming calls api.stripe.com with the publishable key and the client
 * secret (the test routes it to the fake API), and a 3-D Secure challenge is a frame of its own
 * added at the end of <body> (on hooks.stripe.com), above everything.
 */
(function () {
  var ORIGIN = "https://js.stripe.com";
  var HOOKS = "https://hooks.stripe.com";
  var API = "https://api.stripe.com/v1";
  var record = (window.__fakeStripe = window.__fakeStripe || { instances: [], challenges: 0 });

  // As the real Stripe.js: the publishable key in the form body (a simple CORS request, no preflight).
  function post(path, key, params) {
    params.key = key;
    return fetch(API + path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(params).toString(),
    }).then(function (res) {
      return res.json();
    });
  }

  function Stripe(key) {
    if (!(this instanceof Stripe)) return new Stripe(key);
    var state = { key: key };
    record.instances.push(state);
    this._registerWrapper = function (wrapper) {
      state.wrapper = wrapper;
    };

    this.elements = function (options) {
      state.elementsOptions = JSON.parse(JSON.stringify(options));
      var card = "";
      var frame = null;
      var listeners = {};
      var emit = function (name, value) {
        (listeners[name] || []).forEach(function (fn) {
          fn(value);
        });
      };
      var onMessage = function (event) {
        if (event.origin !== ORIGIN || !frame || event.source !== frame.contentWindow) return;
        if (event.data && event.data.type === "fake-stripe-ready") emit("ready", { elementType: "payment" });
        if (event.data && event.data.type === "fake-stripe-card") {
          card = event.data.number;
          emit("change", { elementType: "payment", complete: card.length >= 16, empty: card.length === 0 });
        }
      };
      window.addEventListener("message", onMessage);
      return {
        _clientSecret: options.clientSecret,
        _card: function () {
          return card;
        },
        create: function (type, createOptions) {
          state.created = { type: type, options: JSON.parse(JSON.stringify(createOptions || {})) };
          return {
            mount: function (target) {
              var el = typeof target === "string" ? document.querySelector(target) : target;
              frame = document.createElement("iframe");
              frame.name = "__privateStripeFrame" + Math.floor(Math.random() * 1e6);
              frame.title = "Secure payment input frame";
              frame.src = ORIGIN + "/fake/payment-element.html";
              frame.setAttribute("allow", "payment *");
              frame.style.cssText = "width:100%;height:190px;border:0;display:block";
              el.appendChild(frame);
            },
            on: function (name, fn) {
              (listeners[name] = listeners[name] || []).push(fn);
            },
            destroy: function () {
              if (frame) frame.remove();
              window.removeEventListener("message", onMessage);
            },
          };
        },
        submit: function () {
          return Promise.resolve(card ? {} : { error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } });
        },
      };
    };

    this.confirmPayment = function (args) {
      var elements = args.elements;
      var secret = args.clientSecret || elements._clientSecret;
      var intentId = secret.split("_secret_")[0];
      var billing = (args.confirmParams.payment_method_data || {}).billing_details || {};
      state.lastConfirm = { return_url: args.confirmParams.return_url, redirect: args.redirect, billing_details: billing };
      return post("/payment_intents/" + intentId + "/confirm", key, {
        client_secret: secret,
        return_url: args.confirmParams.return_url,
        "payment_method_data[card][number]": elements._card(),
        "payment_method_data[billing_details][name]": billing.name || "",
        "payment_method_data[billing_details][email]": billing.email || "",
      }).then(function (data) {
        if (data.error) return { error: data.error };
        if (data.status === "requires_action") return challenge(intentId, secret);
        return { paymentIntent: data };
      });
    };

    function challenge(intentId, secret) {
      record.challenges++;
      var frame = document.createElement("iframe");
      frame.src = HOOKS + "/fake/three-d-secure.html";
      frame.name = "__stripeJSChallengeFrame";
      frame.title = "3D Secure challenge";
      frame.setAttribute("data-fake-3ds", "");
      frame.style.cssText = "position:fixed;inset:0;width:100vw;height:100vh;border:0;z-index:2147483647;background:rgba(0,0,0,0.4)";
      document.body.appendChild(frame);
      return new Promise(function (resolve) {
        var onMessage = function (event) {
          if (event.origin !== HOOKS || event.source !== frame.contentWindow) return;
          window.removeEventListener("message", onMessage);
          resolve(event.data.result);
        };
        window.addEventListener("message", onMessage);
      }).then(function (result) {
        frame.remove();
        return post("/payment_intents/" + intentId + "/authenticate", key, { client_secret: secret, result: result }).then(function (data) {
          return data.error ? { error: data.error } : { paymentIntent: data };
        });
      });
    }
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
