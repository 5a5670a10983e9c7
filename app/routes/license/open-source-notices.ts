/**
 * The open-source components named on /license, with their licences and copyright lines as their LICENSE
 * files state them. Names, licence names and notices are proper names and legal texts: they stay in the
 * original English in both languages. Update this list when a direct dependency is added or replaced.
 */

export type LicenseId =
  | "MIT"
  | "MIT-0"
  | "BSD-2-Clause"
  | "Apache-2.0"
  | "Apache-2.0 OR PostgreSQL"
  | "Hippocratic-2.1"
  | "LGPL-3.0-or-later"
  | "Unlicense";

/** Where a browser component is loaded: everywhere, or only on some pages (labels in legal.json). */
export type LoadedOn = "all" | "map" | "forms" | "errors";

export interface SoftwareNotice {
  name: string;
  url: string;
  license: LicenseId;
  copyright?: string;
  loadedOn?: LoadedOn;
}

export const LICENSES: Record<LicenseId, { name: string; url: string }> = {
  MIT: { name: "MIT License", url: "https://opensource.org/license/mit" },
  "MIT-0": { name: "MIT No Attribution", url: "https://opensource.org/license/mit-0" },
  "BSD-2-Clause": { name: "BSD 2-Clause License", url: "https://opensource.org/license/bsd-2-clause" },
  "Apache-2.0": { name: "Apache License 2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" },
  "Apache-2.0 OR PostgreSQL": {
    name: "Apache License 2.0 or PostgreSQL License",
    url: "https://github.com/electric-sql/pglite#license",
  },
  "Hippocratic-2.1": { name: "Hippocratic License 2.1", url: "https://firstdonoharm.dev/version/2/1/license/" },
  "LGPL-3.0-or-later": {
    name: "GNU Lesser General Public License 3.0 or later",
    url: "https://www.gnu.org/licenses/lgpl-3.0.html",
  },
  Unlicense: { name: "The Unlicense (public domain)", url: "https://unlicense.org/" },
};

/** Sent to the browser as part of the site. */
export const BROWSER_SOFTWARE: readonly SoftwareNotice[] = [
  {
    name: "React, React DOM",
    url: "https://react.dev/",
    license: "MIT",
    copyright: "Copyright (c) Facebook, Inc. and its affiliates.",
    loadedOn: "all",
  },
  {
    name: "Remix",
    url: "https://remix.run/",
    license: "MIT",
    copyright: "Copyright (c) Remix Software Inc. 2020-2021. Copyright (c) Shopify Inc. 2022-2024.",
    loadedOn: "all",
  },
  {
    name: "React Router",
    url: "https://reactrouter.com/",
    license: "MIT",
    copyright:
      "Copyright (c) React Training LLC 2015-2019. Copyright (c) Remix Software Inc. 2020-2021. Copyright (c) Shopify Inc. 2022-2023.",
    loadedOn: "all",
  },
  {
    name: "i18next",
    url: "https://www.i18next.com/",
    license: "MIT",
    copyright: "Copyright (c) 2024 i18next.",
  },
  {
    name: "remix-utils",
    url: "https://github.com/sergiodxa/remix-utils",
    license: "MIT",
    copyright: "Copyright (c) 2021 Sergio Xalambrí.",
    loadedOn: "all",
  },
  {
    name: "Leaflet",
    url: "https://leafletjs.com/",
    license: "BSD-2-Clause",
    copyright: "Copyright (c) 2010-2023, Volodymyr Agafonkin. Copyright (c) 2010-2011, CloudMade. All rights reserved.",
    loadedOn: "map",
  },
  {
    name: "React Leaflet",
    url: "https://react-leaflet.js.org/",
    license: "Hippocratic-2.1",
    copyright: "Copyright 2020 Paul Le Cam and contributors.",
    loadedOn: "map",
  },
  {
    name: "Conform",
    url: "https://conform.guide/",
    license: "MIT",
    copyright: "Copyright (c) 2022 Edmund Hung.",
    loadedOn: "forms",
  },
  {
    name: "Zod",
    url: "https://zod.dev/",
    license: "MIT",
    copyright: "Copyright (c) 2025 Colin McDonnell.",
    loadedOn: "forms",
  },
  {
    name: "Sentry JavaScript SDK",
    url: "https://github.com/getsentry/sentry-javascript",
    license: "MIT",
    copyright: "Copyright (c) 2022 Functional Software, Inc. dba Sentry.",
    loadedOn: "errors",
  },
];

/** Run on our servers only. */
export const SERVER_SOFTWARE: readonly SoftwareNotice[] = [
  { name: "Node.js", url: "https://nodejs.org/", license: "MIT", copyright: "Copyright Node.js contributors." },
  {
    name: "Express",
    url: "https://expressjs.com/",
    license: "MIT",
    copyright:
      "Copyright (c) 2009-2014 TJ Holowaychuk. Copyright (c) 2013-2014 Roman Shtylman. Copyright (c) 2014-2015 Douglas Christopher Wilson.",
  },
  {
    name: "Hono",
    url: "https://hono.dev/",
    license: "MIT",
    copyright: "Copyright (c) 2021 - present, Yusuke Wada and Hono contributors.",
  },
  {
    name: "Drizzle ORM",
    url: "https://orm.drizzle.team/",
    license: "Apache-2.0",
    copyright: "Copyright Drizzle Team.",
  },
  {
    name: "PGlite",
    url: "https://pglite.dev/",
    license: "Apache-2.0 OR PostgreSQL",
    copyright:
      "Copyright ElectricSQL. Portions Copyright (c) The PostgreSQL Global Development Group. Portions Copyright (c) 1994, The Regents of the University of California.",
  },
  {
    name: "node-postgres",
    url: "https://node-postgres.com/",
    license: "MIT",
    copyright: "Copyright (c) 2010 - 2021 Brian Carlson.",
  },
  {
    name: "sharp",
    url: "https://sharp.pixelplumbing.com/",
    license: "Apache-2.0",
    copyright: "Copyright Lovell Fuller and contributors.",
  },
  {
    name: "libvips",
    url: "https://www.libvips.org/",
    license: "LGPL-3.0-or-later",
    copyright: "Copyright John Cupitt and contributors.",
  },
  {
    name: "Stripe Node.js library",
    url: "https://github.com/stripe/stripe-node",
    license: "MIT",
    copyright: "Copyright (C) 2011 Ask Bjørn Hansen. Copyright (C) 2013 Stripe, Inc.",
  },
  {
    name: "Nodemailer",
    url: "https://nodemailer.com/",
    license: "MIT-0",
    copyright: "Copyright (c) 2011-2023 Andris Reinman.",
  },
  { name: "jose", url: "https://github.com/panva/jose", license: "MIT", copyright: "Copyright (c) 2018 Filip Skokan." },
  {
    name: "@node-rs/argon2",
    url: "https://github.com/napi-rs/node-rs",
    license: "MIT",
    copyright: "Copyright (c) 2020-present LongYinan.",
  },
  {
    name: "Pino",
    url: "https://getpino.io/",
    license: "MIT",
    copyright: "Copyright (c) 2016-present Matteo Collina, David Mark Clements and the Pino contributors.",
  },
];

/**
 * The full texts of the licences that ask for their notice to travel with the code the browser receives
 * (MIT and BSD 2-Clause). The copyright lines above belong with them.
 */
export const LICENSE_TEXTS: readonly { id: LicenseId; paragraphs: readonly string[] }[] = [
  {
    id: "MIT",
    paragraphs: [
      'Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:',
      "The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.",
      'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.',
    ],
  },
  {
    id: "BSD-2-Clause",
    paragraphs: [
      "Redistribution and use in source and binary forms, with or without modification, are permitted provided that the following conditions are met:",
      "1. Redistributions of source code must retain the above copyright notice, this list of conditions and the following disclaimer.",
      "2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the following disclaimer in the documentation and/or other materials provided with the distribution.",
      'THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.',
    ],
  },
];
