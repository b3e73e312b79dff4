export type $Read<T> = {
    readonly $read: T;
};
export type $Write<T> = {
    readonly $write: T;
};
export type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
export type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
export interface paths {
    "/login/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Checks the email (compared in lower case) and password and opens a session. Wrong credentials, an inactive store or too many attempts answer a 4xx whose `m` the sign-in screen shows as is. Attempts are counted before the password is checked. From a device the account has not signed in from: 10 failures for one email from one address, 30 from one address whatever the emails (both within 15 minutes), or 20 for one email from all addresses together within an hour answer 429 until the oldest leaves the window. A device the account has signed in from sends the `device` token its last sign-in answered and has its own allowance instead (10 failures in 15 minutes), so guesses from elsewhere never lock the owner out of a browser they already use (OWASP's device cookie; sessions travel in a header, so the browser keeps the token in localStorage). A successful sign-in forgets that address's (or device's) failures for the email and answers the device token to keep: the same one, or a new one for a device not known yet (an account keeps its 10 most recent; one unused for 180 days is forgotten).
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["loginClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/client/recovery-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password recovery mail
         * @description Sends a mail with a single-use link to /resetpassword?token=… that expires after an hour. Answers ok for an unknown email too, so that nobody can learn which emails have an account; the mail goes out after the answer, so its timing tells nothing either. At most 3 requests an hour per email and 10 per address are acted on: past them the answer is the same and no mail is sent.
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["loginClientRecoveryPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/client/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new store and its owner
         * @description Creates the store (active, with the default plan flags) and its owner account, then signs the owner in. An email that already has an account answers 409. At most 10 registrations an hour from one address, successful or not, are answered; past them the answer is 429.
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["loginClientRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/process-password-recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password from a recovery link
         * @description Consumes the token of the recovery mail: it works once and expires. Every open session of the user is closed.
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["generalProcessPasswordRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session whose token the call carries, on the server: the token is refused afterwards. The user's other sessions stay open. Added by this contract (the spec's 'Salir' only clears the browser's session); the back office calls it on 'Salir', then clears its session whatever the answer.
         *
         *     Access (x-access: "signedIn"): any signed-in user (administrator, owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["generalLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/get-store-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store types
         * @description Every kind of business a store can be registered as, for the registration form's selector, by name ascending.
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["generalGetStoreTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/get-countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the countries
         * @description Every country the platform operates in, by name ascending, for the registration and profile forms.
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["generalGetCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/get-currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the currencies
         * @description Every currency a store can keep its amounts in, by code ascending, for the loyalty settings form.
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["generalGetCurrencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/payment/redemptions-costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the redemptions packages and their prices
         * @description The active redemptions packages ('Paquetes Canjes') a store can buy, by price ascending. Prices are in the platform's currency, given once as `currencyCode` (not in each store's currency). Inactive plans are left out.
         *
         *     Access (x-access: public): anyone, without a session.
         */
        post: operations["generalPaymentRedemptionsCosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general/upload-file/{modelType}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description What the image is for; decides where it is stored. */
                modelType: "store" | "reward" | "offer" | "news" | "notification" | "banner" | "product" | "category" | "storetype" | "level" | "admin-offer" | "admin-news" | "admin-notification";
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image
         * @description Stores one image and answers its address, to be saved in the `image`, `imageSquared` or `logo` field of the row being edited. Sent as multipart/form-data with one part `file`. At most 5 MB (larger answers 413); the type is checked from the bytes, not the name or the declared type, and must be PNG, JPEG, WebP or GIF (anything else answers 400). The url is served back by the API origin (any of its server processes), cached as immutable with the file's SHA-256 as ETag; the same file sent again by the same store answers the same url and is kept and counted once. Choice made where the spec is silent: store, reward, offer, news, notification, banner, product and level are for owners and permStore employees; category, storetype and the admin-* kinds are for administrators; anyone else answers 403. A store's files are kept apart from other stores'. A store's files (its images and coupons' PDFs) add up to at most 200 MB: past it the answer is 413 with `m` saying so. A file no record points at is removed a day after it was uploaded.
         *
         *     Access (x-access: {"anyOf":["admin","storeSettings"]}): administrators, or the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["generalUploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/get-all-rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's rewards
         * @description Every reward of the caller's store, active or not, by points ascending.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientGetAllRewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/reward/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a reward
         * @description Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientRewardAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/reward/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a reward
         * @description Past redemptions keep the reward's name. Pending reward requests for it are cancelled and their points refunded.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientRewardDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/reward/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a reward
         * @description Sends the whole editable reward.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientRewardUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/redemption/pendings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's pending reward requests
         * @description Every reward request of the caller's store still 'pending' (customers asked for them from the app and their points are held), oldest first, so that the counter serves them in order. Employees bound to a location see only the requests of their location; choice made where the spec is silent: requests made without a location are shown to every employee. Confirming is /client/customer/confirm-reward-requested, deleting /client/customer/delete-reward-requested.
         *
         *     Access (x-access: {"permission":"permRedeem"}): the owner and employees with permRedeem. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientRedemptionPendings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's customers
         * @description A page of the caller's store's customers. `search` matches first name, last name, email, mobile and code. `sortBy` is one of first_name, last_name, points, createdAt or lastVisitAt (createdAt when omitted); any other value answers 400. Employees bound to a location see all the store's customers too, since customers belong to the store and not to a location (choice made where the spec is silent).
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a customer with their figures
         * @description One customer of the caller's store with lifetime figures: purchases counts the purchase movements, redemptions the confirmed redemptions, pointsEarned the points added (welcome, purchase, grant, massive, coupon) and pointsSpent the points taken by rewards net of refunds; deleted movements are not counted.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a customer's balance and level progress
         * @description The customer's current balance, lifetime points, level and the next level with the lifetime points still missing to reach it. nextLevel is null at the highest level or when the store has no levels.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/pending-redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a customer's pending reward requests
         * @description The customer's reward requests still 'pending', oldest first. Choice made where the spec is silent: reading them needs no permission; confirming or deleting one needs permRedeem.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerPendingRedemptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer of the caller's store with a new QR code. The store's welcomePoints, when above zero, are granted as a 'welcome' row of the ledger in the same transaction; the customer gets a mail when emailOnCustomerCreation is on and an email was given. An email or mobile already used by another customer of the store answers 409. `locationId` is where the customer signed up (the welcome row's location): it defaults to the employee's own location and must belong to the store (404); an employee bound to a location cannot name another (403).
         *
         *     Access (x-access: {"permission":"permCreateCustomer"}): the owner and employees with permCreateCustomer. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a customer
         * @description Sends the whole editable customer (names, email, mobile, birth date). Never changes points, level or code: those move only through the ledger. An email or mobile already used by another customer of the store answers 409. Choice made where the spec is silent: permCreateCustomer is the permission that lets employees keep customer records.
         *
         *     Access (x-access: {"permission":"permCreateCustomer"}): the owner and employees with permCreateCustomer. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a customer
         * @description Deletes the customer's personal data. Their ledger rows and redemptions are kept, anonymised, so that the store's figures do not change; pending reward requests are cancelled.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find customers at the counter
         * @description Quick search for the counter screen: every word of the text (accents and case ignored, any order) must appear in the first or last name, email or mobile, or the whole text is the code read from the customer's QR card; an exact code match comes first, then by name.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/unknown-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell which ids name no customer
         * @description Of the ids given (a points file read in the browser), those that are not live customers of the caller's store (unknown, deleted or another store's), so the user is told which lines of the file would be skipped before anything is sent (see /client/process-massive-give-points and its skipUnknown).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerUnknownIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/add-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give points to a customer
         * @description Writes a 'grant' row of the ledger and raises the customer's balance and lifetime points (and so maybe the level) and the store's counters, all in one transaction. The customer gets a mail when emailOnGivePoints is on. When the store's showDescriptionField or showTicketNumberField is on, a non-blank `description` or `ticketNumber` is required (400). `locationId` defaults to the employee's own location and must belong to the store (404); an employee bound to a location cannot name another (403). When the store's subscription has lapsed answers 402 with errorType 'no-subscription'.
         *
         *     Access (x-access: {"permission":"permGivePoints"}): the owner and employees with permGivePoints. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerAddPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/discount-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take points from a customer
         * @description Writes a 'discount' row of the ledger and lowers the customer's balance in one transaction. The balance never goes below zero: a discount larger than the balance answers 409. Lifetime points, and so the level, are not changed (choice made where the spec is silent). The description is optional, defaulting to empty like add-points (choice). The row takes the employee's own location, if any.
         *
         *     Access (x-access: {"permission":"permGivePoints"}): the owner and employees with permGivePoints. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerDiscountPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/delete-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a points movement
         * @description The spec's 'delete-points': reverses one earlier movement that added points (welcome, purchase, grant, massive or coupon). The movement is kept with deleted = true and a 'deletion' row taking the same points is written, lowering the balance and the lifetime points, in one transaction. Answers 409 when the movement is of another type, is already deleted, or the balance would go below zero. An employee bound to a location reverses only movements made at it (403 for another location's or one made at none).
         *
         *     Access (x-access: {"permission":"permGivePoints"}): the owner and employees with permGivePoints. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerDeletePoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/give-reward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a reward to a customer at the counter
         * @description A redemption with source 'store', confirmed at once. In one transaction it takes the reward's points from the balance (409 when the balance is smaller; lifetime points too when the store's discountGivenPoints is on), one redemption of the store (redeemFree first, then redeemBought; 409 'no redemptions left' when both are zero) and one unit of stock when the stock is not unlimited (409 when sold out), and writes a 'redemption' ledger row. An inactive reward answers 409. The customer gets a mail when emailOnRedemmed is on. `locationId` defaults to the employee's own location and must belong to the store (404); an employee bound to a location cannot name another (403).
         *
         *     Access (x-access: {"permission":"permRedeem"}): the owner and employees with permRedeem. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerGiveReward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/delete-reward-requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse a customer's reward request
         * @description Cancels a pending reward request: the redemption becomes 'cancelled' and its held points go back to the customer as a 'refund' row of the ledger, in one transaction. A request that is not pending answers 409.
         *
         *     Access (x-access: {"permission":"permRedeem"}): the owner and employees with permRedeem. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerDeleteRewardRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/customer/confirm-reward-requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a customer's reward request
         * @description Confirms a pending reward request: the redemption becomes 'confirmed' (its points were already held when it was requested) and the customer is told the prize can now be redeemed: go to the business and show the QR code for identification. Choice made where the spec is silent: the store's redemption (redeemFree first, then redeemBought) and the unit of stock are taken now, on confirmation, with the same 409 answers as give-reward, and the request then stays pending. A request that is not pending answers 409.
         *
         *     Access (x-access: {"permission":"permRedeem"}): the owner and employees with permRedeem. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCustomerConfirmRewardRequested"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/get-all-employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's employees
         * @description Every employee of the caller's store (not the owner), by first name ascending.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientGetAllEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/employee/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an employee
         * @description Creates an employee account of the caller's store; the password is required here. An email that already has an account (of any store, or an administrator) answers 409; such conflicts count against the caller's account, 10 an hour, past which the answer is 429 whatever the email. The location, when given, must belong to the store (404 otherwise); null binds the employee to no location. The store's API token cannot call it: it creates no accounts (403). An employee gives only the permissions they hold, never permStore, and when bound to a location only that location (403 otherwise).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientEmployeeAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/employee/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an employee
         * @description Sends the whole editable employee. The password changes only when sent; the employee's open sessions are then closed. New permissions and location take effect at once; the employee's menus follow on their next user-info refresh. An email that already has another account answers 409 (counted as in add, 429 past the limit); the location must belong to the store (404). The store's API token cannot call it (403). Only the owner grants permStore, changes an employee's email or password and changes an employee who holds permStore; an employee never changes their own record here (their permissions and location are the owner's to set, their own data is edited in Mi Perfil), gives only the permissions they hold, and when bound to a location changes only that location's employees and keeps them there: 403.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientEmployeeUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/employee/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an employee
         * @description Deletes the employee's account and closes their sessions. Ledger rows and redemptions they made keep their name. Deleting yourself answers 409. The store's API token cannot call it (403); an employee who holds permStore is deleted by the owner only, and an employee bound to a location deletes only that location's employees (403).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientEmployeeDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/employee/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the signed-in user's profile and permissions
         * @description The user-info call of the top bar, run on every mount: the profile, the interface languages, the user's default language and what the user may do (permissions are refreshed from it).
         *
         *     Access (x-access: "signedIn"): any signed-in user (administrator, owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientEmployeeInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/employee/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's profile
         * @description Saves the signed-in user's names, email, country and default language. Choice made where the spec is ambiguous: the spec lists a second `employee/update` for the profile next to the owner's employee update; this contract names it /client/employee/update-profile so that one path means one thing. An email that already has another account answers 409 (10 such conflicts an hour per account, then 429). Changing the email (the account's sign-in) needs the current password in `currentPassword`: without it, or with a wrong one, the answer is 400 with `m` saying so; wrong passwords count against the account's limit (429 past it, see change-password). Answers the same payload as /client/employee/info.
         *
         *     Access (x-access: "signedIn"): any signed-in user (administrator, owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientEmployeeUpdateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/employee/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description The 'Mi Perfil' password change, added by this contract (the spec names no call for it). Checks the current password: a wrong one answers 400 with `m` saying so, which the screen shows as an error toast. After 5 wrong current passwords in 15 minutes (here or in an email change) the account answers 429 until the oldest leaves the window. On success the user's other sessions are closed and the current one is kept.
         *
         *     Access (x-access: "signedIn"): any signed-in user (administrator, owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientEmployeeChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/get-store-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the store's profile and settings
         * @description The caller's store as the dashboard and the loyalty screen show it (counters, subscription and plan flags included), with the platform's general configuration (support phone, feature flags).
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientGetStoreInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/store/more-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the dashboard figures
         * @description The dashboard figures beyond the store info: NPS and number of surveys over all time, active customers and points given and redeemed over the last 30 days.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientStoreMoreInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/store/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the store's profile and loyalty settings
         * @description Sends the whole editable store: business profile (name, logo, phone, description, email, links) and loyalty settings (conversion, welcome points, mails, reward requests...). Read-only fields (counters, subscription, plan, slug) are set by the platform and not sent. The currency must be one of /general/get-currencies (400 otherwise). Changing the conversion does not touch past movements.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientStoreSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/store/get-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the cities of the store's country
         * @description The cities of the caller's store's country, by name ascending, for the location and shipping cost forms.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientStoreGetCities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the store and everything in it
         * @description The 'Configuración' account deletion. Deletes the caller's store with its users, customers and all its data, and closes every session of its owner and employees; it cannot be undone. The owner confirms by typing the store's name exactly as it is (another text answers 400, checked first, and the screen keeps its button disabled until the name matches) and with their password (a wrong one answers 400). Wrong passwords count against the account's limit of current-password checks, shared with the password and email changes: 5 in 15 minutes, then 429.
         *
         *     Access (x-access: "owner"): the store's owner. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientDeleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/category/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the categories for offers and products
         * @description The platform's categories, for the category selectors of offers and products, by name ascending. Categories without an 'es' translation are left out, and the name is that translation (spec §3).
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCategoryGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/last-given-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the latest points given
         * @description The store's latest ledger rows that gave points (welcome, purchase, grant, massive, coupon), newest first, deleted ones included with deleted = true, for the give-points screen. Employees bound to a location see only their location's rows. Choice made where the spec is silent: reading them needs no permission.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLastGivenPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/process-massive-give-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give points to many customers at once
         * @description Gives the same points to every customer of the store (target 'all'), to the customers currently at one level (target 'level': levelId required) or to a list of customers (target 'customers': customerIds required). levelId is only accepted with target 'level' and customerIds only with target 'customers'; a missing or misplaced one answers 400, and a level of another store answers 404. customerIds that name no live customer of the store (unknown, deleted or another store's) answer 404 naming them, and nothing is given, unless skipUnknown is true (the user confirmed giving the points to the others): they are then skipped and named in skippedIds. Writes one 'massive' ledger row per customer and raises their balances and lifetime points, all in one transaction: either every customer gets the points or none does. No mails are sent for a massive grant (choice made where the spec is silent).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientProcessMassiveGivePoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/transaction/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a purchase and its points
         * @description Records a customer's purchase as a 'purchase' ledger row with its amount, giving floor(amount / conversionMoney) * conversionPoints points, and raises the balance and lifetime points, in one transaction. Only when the store's useConversion is on (409 otherwise). A purchase too small to earn a point is still recorded, with 0 points (choice made where the spec is silent); one that would earn more than 1,000,000 points (the most one operation gives, PointsPerOperation) answers 400 and records nothing. The customer gets a mail when emailOnGivePoints is on. When the store's showDescriptionField or showTicketNumberField is on, a non-blank `description` or `ticketNumber` is required (400). `locationId` defaults to the employee's own location and must belong to the store (404); an employee bound to a location cannot name another (403). Like add-points, answers 402 with errorType 'no-subscription' when the store's subscription has lapsed.
         *
         *     Access (x-access: {"permission":"permGivePoints"}): the owner and employees with permGivePoints. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientTransactionAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/transaction/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a customer's points ledger
         * @description A page of one customer's ledger, every type, deleted rows included with deleted = true, newest first. `sortBy` accepts createdAt only (the default); `search` matches description and ticket number.
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientTransactionCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/stats/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the points chart of the dashboard
         * @description Points given and redeemed per day over an inclusive range of days in the store's time zone (the chart's end date defaults to today on screen), one row per day in date order, days without movements as zeros. The range must not end before it starts and spans at most 366 days (400 otherwise). Deleted movements are not counted. Covers the whole store for every store user (choice made where the spec is silent).
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientStatsPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/get-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's locations
         * @description Every location of the caller's store, active or not, by name. It needs no permission, since the employee and points forms pick a location from it (choice: the spec does not restrict it).
         *
         *     Access (x-access: "allStoreUsers"): every user of the store (owner or employee). Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientGetLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/location/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a location
         * @description Creates a location of the caller's store. The store's plan limits how many locations it may have (planLocationLimit, 0 meaning no limit): past the limit the call answers 409. Choice: the limit counts every location of the store, active or not. A cityId that names no city answers 404.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLocationAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/location/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a location
         * @description Deletes a location of the caller's store. A location with employees bound to it is not deleted: 409 with a message saying how many are bound (the owner moves them to another location first, so nobody is unbound silently). An employee bound to this location cannot delete it (403). Ledger rows, redemptions, reviews and surveys keep its name.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLocationDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/location/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a location
         * @description Sends the whole editable location. An employee bound to this location cannot change it (403). A cityId that names no city answers 404. Changing the name does not rewrite past ledger rows, which keep the name they were written with.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLocationUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/audit/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's audit trail
         * @description A page of the store's audit records, newest first: who changed what, when and from where, with each field's value before and after. The search looks in the person's email, the operation, the table and the row.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientAuditAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/activity/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List purchases and point grants
         * @description A page of the store's points ledger limited to movements of type purchase and grant, newest first unless sortBy says otherwise; the dates filter on the movement's day in the store's time zone. Choice: deleted grants are listed too, with deleted = true. An employee bound to a location sees only that location's rows.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientActivityPurchases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/activity/redeemeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List redemptions
         * @description A page of the store's redemptions (rewards given at the counter and reward requests from the app), newest first unless sortBy says otherwise; the dates filter on the day it was created in the store's time zone. An employee bound to a location sees only that location's rows.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientActivityRedeemeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/activity/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sum up the activity of each location
         * @description Purchases, points given, redemptions and distinct customers of each location of the store over an inclusive range of days in the store's time zone, one row per location by name (locations without activity have zeros). Both dates are required; a start after the end answers 400. An employee bound to a location sees only that location's rows.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientActivityLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/activity/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List reviews
         * @description A page of the customers' reviews of the store, newest first unless sortBy says otherwise. averageRating is the mean rating of every review matching the filters (all pages), null when none match. An employee bound to a location sees only that location's rows.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientActivityReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/activity/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get one review
         * @description One review of the caller's store with its response. An employee bound to a location sees only that location's rows. A review of another location answers 404.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientActivityReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/activity/review/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a review
         * @description Sets the store's public response to a review and its respondedAt; a later call replaces an earlier response. An employee bound to a location sees only that location's rows. A review of another location answers 404.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientActivityReviewResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/activity/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List survey answers
         * @description A page of the customers' answers to the satisfaction survey, newest first unless sortBy says otherwise. nps is computed over every answer matching the filters (all pages): the percentage of promoters (score 9-10) minus the percentage of detractors (0-6), null when none match. An employee bound to a location sees only that location's rows.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientActivitySurveys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/offer/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's offers
         * @description Every offer of the caller's store, active, expired or not, newest first.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowOffers"}]}): the owner and employees with permStore, only while the store's plan has planShowOffers. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOfferGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/offer/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an offer
         * @description A categoryId that names no category answers 404. A public offer is also listed in the platform's shared catalogue.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowOffers"}]}): the owner and employees with permStore, only while the store's plan has planShowOffers. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOfferAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/offer/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an offer
         * @description Deletes the offer; it disappears from the customers' app and the shared catalogue.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowOffers"}]}): the owner and employees with permStore, only while the store's plan has planShowOffers. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOfferDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/offer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an offer
         * @description Sends the whole editable offer. A categoryId that names no category answers 404.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowOffers"}]}): the owner and employees with permStore, only while the store's plan has planShowOffers. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOfferUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/notification/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's notifications
         * @description Every notification of the caller's store, sent or not, newest date and time first.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planPushNotifications"}]}): the owner and employees with permStore, only while the store's plan has planPushNotifications. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNotificationGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/notification/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a notification
         * @description Creates a notification that the server sends once, at its date and time in the store's time zone, to every customer of the store, recording the delivery per customer. The date and time must be in the future (400 otherwise).
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planPushNotifications"}]}): the owner and employees with permStore, only while the store's plan has planPushNotifications. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNotificationAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/notification/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a notification
         * @description Deleting an unsent notification cancels it: no customer will receive it. Choice: a notification already sent can be deleted too; it only leaves the list (the customers already have it).
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planPushNotifications"}]}): the owner and employees with permStore, only while the store's plan has planPushNotifications. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNotificationDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/notification/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a scheduled notification
         * @description Sends the whole editable notification; it is then sent at the new date and time, which must be in the future (400 otherwise). A notification already sent can no longer be changed (409).
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planPushNotifications"}]}): the owner and employees with permStore, only while the store's plan has planPushNotifications. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNotificationUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/notification/send-one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test of a notification
         * @description Delivers the notification now to one customer only, the given one or, without customerId, the store owner's own customer record (404 when the owner has none), without marking it sent: it is still sent to everybody at its date and time. Works for a sent notification too.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planPushNotifications"}]}): the owner and employees with permStore, only while the store's plan has planPushNotifications. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNotificationSendOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/notification/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a push message to one customer
         * @description A direct push message to one customer of the store, sent now (from the customer's page), and recorded in that customer's deliveries. It is not a scheduled notification and does not appear in /client/notification/get-all. Choice: the spec lists notification/send next to the customer calls, so it is this one-customer message.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planPushNotifications"}]}): the owner and employees with permStore, only while the store's plan has planPushNotifications. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNotificationSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/api/token/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show the store's API token
         * @description The current token's prefix and dates, or null when the store has none. The full token is never returned again after it was generated.
         *
         *     Access (x-access: "owner"): the store's owner. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientApiTokenGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/api/token/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a new API token
         * @description Creates a new token and replaces any earlier one, which stops working at once. The full token is in this answer only; the server keeps a hash. Integrations send it in the `X-Api-Token` header (security scheme storeApiToken) and act on this store with the owner's rights, except on the owner's account.
         *
         *     Access (x-access: "owner"): the store's owner. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientApiTokenGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/api/token/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the API token
         * @description Deletes the store's token, which stops working at once. Choice: answers ok when the store has none.
         *
         *     Access (x-access: "owner"): the store's owner. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientApiTokenDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/get-all-news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's news
         * @description Every piece of news of the caller's store, active or not, newest first.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowNews"}]}): the owner and employees with permStore, only while the store's plan has planShowNews. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientGetAllNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/news/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a piece of news
         * @description Access (x-access: {"allOf":["storeSettings",{"plan":"planShowNews"}]}): the owner and employees with permStore, only while the store's plan has planShowNews. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNewsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/news/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a piece of news
         * @description Deletes the piece of news; it disappears from the customers' app.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowNews"}]}): the owner and employees with permStore, only while the store's plan has planShowNews. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNewsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/news/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a piece of news
         * @description Sends the whole editable piece of news.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowNews"}]}): the owner and employees with permStore, only while the store's plan has planShowNews. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientNewsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/payment/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change a payment method
         * @description Without paymentMethodId creates a payment method; with it, replaces that method with the whole editable method sent. Choice: 'payment' is the store's payment configuration for its online shop, the methods its customers can pay orders with (the spec names the calls only).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientPaymentSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/payment/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's payment methods
         * @description Every payment method of the caller's store, active or not. Choice: 'payment' is the store's payment configuration for its online shop, the methods its customers can pay orders with (the spec names the calls only).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientPaymentGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/subscription/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show the subscription status
         * @description Whether the platform charges subscriptions (withSubscription) and, if so, whether the store's is enabled: 'enabled' while its latest subscription is active and its paid period has not ended, 'disabled' otherwise. The screen shows enabled or disabled only when withSubscription is set. Choice: subscription is the store's latest subscription, null when it never had one. Never answers errorType 'no-subscription', since it is how a store without a subscription gets one.
         *
         *     Access (x-access: "owner"): the store's owner. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientSubscriptionStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/subscription/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an approved PayPal subscription
         * @description Records the PayPal subscription the owner has just approved (paypalPlanId and paypalSubscriptionId from PayPal's approval) and activates the store. Choice: the server checks it with PayPal; an unknown or not approved subscription, or a plan that is not the platform's, answers 400, and one already recorded answers 409. Never answers errorType 'no-subscription', since it is how a store without a subscription gets one.
         *
         *     Access (x-access: "owner"): the store's owner. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientSubscriptionSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/subscription/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's subscriptions
         * @description Every subscription period of the caller's store, newest first. Never answers errorType 'no-subscription', since it is how a store without a subscription gets one.
         *
         *     Access (x-access: "owner"): the store's owner. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientSubscriptionGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/coupons/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload coupon codes
         * @description Creates one coupon per code, all with the same points, description and expiration date. The codes are pasted or read from a CSV by the screen, which removes repeated codes before sending (a list with repeats answers 400). Codes are kept as given and compared exactly; codes the store already has are not created again and come back in skipped. Choice: codes are unique within a store.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCouponsUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/coupons/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List coupons
         * @description A page of the store's coupons, newest first unless sortBy says otherwise; search matches the code.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCouponsGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/coupons/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate coupons
         * @description Generates quantity new coupons, all with the same points, description and expiration date, with codes made by the server as compact identifiers (base 62, prefix 'A', check character).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCouponsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/coupons/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a coupon
         * @description Deletes a coupon so that its code no longer gives points. A used coupon cannot be deleted (409), so that the ledger keeps its trace.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCouponsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/coupons/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Print coupons as a PDF
         * @description Produces a printable PDF with one QR code per coupon, with its code and points, in the order given. Choice: any coupon of the store can be printed whatever its status; an id that names no coupon of the store answers 404. The file is served for a day, then removed; it counts against the store's upload quota meanwhile (413 when full).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientCouponsPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/banners/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's banners
         * @description Every banner of the caller's store, active or not, by position (then by id).
         *
         *     Access (x-access: {"allOf":["storeSettings",{"feature":"banners"}]}): the owner and employees with permStore, only while the platform has banners enabled. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientBannersGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/banners/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a banner
         * @description An endDate before its startDate answers 400.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"feature":"banners"}]}): the owner and employees with permStore, only while the platform has banners enabled. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientBannersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/banners/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a banner
         * @description Deletes the banner; it disappears from the customers' app.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"feature":"banners"}]}): the owner and employees with permStore, only while the platform has banners enabled. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientBannersDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/banners/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a banner
         * @description Sends the whole editable banner. An endDate before its startDate answers 400.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"feature":"banners"}]}): the owner and employees with permStore, only while the platform has banners enabled. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientBannersUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/levels/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's levels
         * @description Every level of the caller's store in position order, with how many customers hold it.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLevelsGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/levels/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a level
         * @description Creates a level, placed in threshold order: before the first level (in position order) that needs more minPoints, last when none does; customers are re-levelled. A level of the store at the same minPoints answers 409 naming it.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLevelsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/levels/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a level
         * @description Deletes a level; the customers who held it are re-levelled (to the level's fallbackLevel, which the list gives beforehand) and the positions of the remaining levels close the gap.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLevelsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/levels/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a level
         * @description Sends the whole editable level. Changing minPoints moves the level to its place in threshold order (as add does) and re-levels the customers; otherwise its position does not change (see /client/levels/reorder). Another level of the store at the same minPoints answers 409 naming it.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLevelsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/levels/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reorder the levels
         * @description Sets the position order of the store's levels: levelIds must list every level of the store exactly once (400 otherwise).
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientLevelsReorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/products/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's products
         * @description Every product of the caller's store, active or not, by name.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowProducts"}]}): the owner and employees with permStore, only while the store's plan has planShowProducts. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientProductsGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/products/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product
         * @description A categoryId that names no category answers 404.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowProducts"}]}): the owner and employees with permStore, only while the store's plan has planShowProducts. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientProductsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/products/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a product
         * @description Deletes the product; orders that have it keep its name, with a null productId.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowProducts"}]}): the owner and employees with permStore, only while the store's plan has planShowProducts. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientProductsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/products/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a product
         * @description Sends the whole editable product. A categoryId that names no category answers 404. Orders already placed keep their prices.
         *
         *     Access (x-access: {"allOf":["storeSettings",{"plan":"planShowProducts"}]}): the owner and employees with permStore, only while the store's plan has planShowProducts. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientProductsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/orders/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List orders
         * @description A page of the store's orders with their items and notes, newest first unless sortBy says otherwise; search matches the order number and the customer's name, email or mobile; the dates filter on the day the order was placed in the store's time zone.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOrdersGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/orders/add-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to an order
         * @description Adds an internal note to an order, signed with the caller's name; customers never see it.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOrdersAddNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/orders/delete-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a note of an order
         * @description Deletes one internal note; a noteId that is not a note of that order answers 404. Choice: any owner or permStore employee may delete any note, not only its author.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOrdersDeleteNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/orders/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an order's status
         * @description Moves an order forward along pending, paid, preparing, shipped, delivered, or to cancelled before it is delivered; any other move answers 409. Choice: a forward move may skip steps (pending to delivered for an order paid on delivery), and setting the current status again is refused (409). Moving to delivered grants the customer the products' points in the ledger: one movement of type 'order' with the order total as amount and the order number in its description.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientOrdersUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/shippingcosts/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store's shipping costs
         * @description Every shipping cost of the caller's store, active or not; the one without a city (everywhere else) last.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientShippingcostsAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/shippingcosts/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a shipping cost
         * @description A store has at most one shipping cost per city and at most one without a city (for everywhere else): a duplicate answers 409. A cityId that names no city answers 404.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientShippingcostsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/shippingcosts/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a shipping cost
         * @description Deletes the shipping cost; orders already placed keep theirs.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientShippingcostsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client/shippingcosts/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a shipping cost
         * @description Sends the whole editable shipping cost. A duplicate city, or a second one without a city, answers 409. A cityId that names no city answers 404.
         *
         *     Access (x-access: "storeSettings"): the owner and employees with permStore. Anyone else is answered 403 (401 without a session).
         */
        post: operations["clientShippingcostsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the platform's or a store's audit trail
         * @description A page of the audit records of the store named by storeId, or of the platform's own changes (catalogues, plans, settings) when storeId is null or omitted, newest first. The search looks in the person's email, the operation, the table and the row.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminAuditAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the stores
         * @description One page of the platform's stores ('Negocios') with their plan flags, redemptions, owner and number of customers, newest first unless sorted otherwise; `search` matches the store's name and the owner's name and email. The answer also carries the base address of the customers' web app and whether the platform charges a subscription (the list shows each store's subscription status only then).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStoreGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/business/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or edit a store with its owner
         * @description With `type` 'new' creates the store and its owner account (the password is then required); with `type` 'edit' changes the store `storeId` and its owner `userId` (both required), and the owner's password changes only when `password` is sent. The body carries the whole editable store and owner. An owner email already used by another account answers 409; such conflicts count against the administrator's account, 10 an hour, past which a new or changed email answers 429.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminBusinessProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/business/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a store
         * @description Deletes the store and all its data: users, customers, points, rewards, locations and the rest. It cannot be undone.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminBusinessDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/business/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a store with its owner
         * @description The store and its owner account, to fill the edit modal (which then saves with business/process, type 'edit').
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminBusinessGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/get-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a store's activity
         * @description Totals and the last twelve months of a store, for the store-activity modal.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStoreGetActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a store's payments
         * @description The store (id and name, for the page title) and all its payments to the platform, newest first (by paidAt, then by creation).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStorePayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/payment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a store's payment
         * @description Records a payment of the store `storeId` and adds its redemptions to the store's redeemBought. A `planId` must name an existing plan; the redemptions and amount are those sent, not the plan's.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStorePaymentAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/store/payment/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a store's payment
         * @description Deletes the payment and takes back from the store's redeemBought those of its redemptions not yet used (redeemBought never goes below 0).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStorePaymentDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/get-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the platform configuration
         * @description The redemptions a new store starts with (pre-fills redeemBought in the store form) and the platform-wide settings.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminGetConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/save-support-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the support phone
         * @description Sets the phone of the platform's support chat, in international format; an empty phone hides the support chat link for every user. The spec lists save-support-phone after the configuration calls without its prefix; this contract places it under /admin/configuration/.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationSaveSupportPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/paypal/get-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the PayPal subscription plans
         * @description The PayPal subscription plans known to the platform, as last saved with update-paypal-plans.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminPaypalGetPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/update-paypal-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the PayPal subscription plans
         * @description Replaces the whole list of PayPal plans with the one sent (an empty list removes them all). Plan ids must be unique in the list: a repeated id answers 400.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationUpdatePaypalPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/get-paypal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the PayPal account settings
         * @description The platform's PayPal account. The secret is never returned; `hasSecret` tells whether one is stored.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationGetPaypal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/save-paypal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the PayPal account settings
         * @description Saves the platform's PayPal account. Sending no `secret` keeps the stored one.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationSavePaypal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/get-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the subscription settings
         * @description Whether the platform charges stores a subscription, with which PayPal plan and trial, and the monthly free redemptions of a subscribed store.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationGetSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/save-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the subscription settings
         * @description Turns the subscription on or off and sets its PayPal plan and trial days. A non-empty `paypalPlanId` must be one of the PayPal plans known to the platform; turning the subscription on needs one. The free redemptions are changed with save-subscription-freerewards instead.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationSaveSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/save-subscription-freerewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the monthly free redemptions of subscribed stores
         * @description Sets how many free redemptions a subscribed store gets each month, from the next monthly grant on.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationSaveSubscriptionFreerewards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/get-whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the WhatsApp settings
         * @description The platform's WhatsApp sender. The access token is never returned; `hasAccessToken` tells whether one is stored.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationGetWhatsapp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/configuration/update-whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the WhatsApp settings
         * @description Saves the platform's WhatsApp sender. Sending no `accessToken` keeps the stored one.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminConfigurationUpdateWhatsapp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payment/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the platform payment settings
         * @description How stores pay the platform for redemptions packages: accepted methods, currency and the bank details shown for transfers.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminPaymentGet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payment/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the platform payment settings
         * @description Saves how stores pay the platform for redemptions packages.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminPaymentSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/get-all-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the cities
         * @description Every city, or those of one country, by name ascending, with the tile source of the map on which a city's point is chosen (the server's MAP_TILE_URL and MAP_TILE_ATTRIBUTION).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminGetAllCities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/city/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a city
         * @description The country must exist and the time zone must be a known IANA zone (400 otherwise).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminCityAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/city/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a city
         * @description A city that locations still use cannot be deleted (409); move them first with /admin/locations/change-city-id.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminCityDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/city/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a city
         * @description Sends the whole editable city. Scheduled notifications of stores in the city are sent in its time zone, so a new time zone applies to those not yet sent.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminCityUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/locations/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the locations of every store
         * @description One page of the locations (branches) of all stores, each with its store and city; `search` matches the location's name and address and the store's name.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminLocationsGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/locations/change-city-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a location's city
         * @description Moves a location of any store to another existing city. This contract takes a city, not null: taking a location out of every city is left to the store's own location form.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminLocationsChangeCityId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/get-all-storetypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the store types
         * @description Every kind of business with its translations, by name ascending.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminGetAllStoretypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/storetype/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a store type
         * @description Translations keep at most one entry per language (400 otherwise).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStoretypeAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/storetype/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a store type
         * @description A store type that stores still use cannot be deleted (409).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStoretypeDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/storetype/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a store type
         * @description Sends the whole editable store type; the translations sent replace the stored ones.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminStoretypeUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/category/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the categories
         * @description Every category with its translations, by name ascending; `name` is the 'es' translation (the back office leaves out categories without one).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminCategoryGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/category/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a category
         * @description Translations keep at most one entry per language and must include an 'es' one, which is the name the back office shows (400 otherwise). This rule is a choice of the contract: the spec only says categories without it are left out of the lists.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminCategoryAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/category/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a category
         * @description Offers and products of the category keep working without category.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminCategoryDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/category/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a category
         * @description Sends the whole editable category; the translations sent replace the stored ones and follow the same rules as when creating.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminCategoryUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plan/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the redemptions packages
         * @description Every redemptions package, active or not, by price ascending. Only active ones are offered to stores.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminPlanAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plan/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a redemptions package
         * @description Creates a package stores can buy while it is active.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminPlanAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plan/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a redemptions package
         * @description Payments already recorded keep the package's name (their planId becomes null).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminPlanDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/plan/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a redemptions package
         * @description Sends the whole editable package. Changes apply to later purchases; payments already recorded keep their redemptions and amount.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminPlanUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notification/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the platform notifications
         * @description Every platform-wide notification, sent or not, by date and time, newest first.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNotificationGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notification/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Schedule a platform notification
         * @description Schedules a push notification to the customers of every store, sent at its date and time in the platform's time zone (UTC unless configured). The date and time must be in the future (400 otherwise).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNotificationAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notification/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a platform notification
         * @description Deleting a notification not yet sent cancels it: no customer will receive it. Deleting a sent one only removes it from the list.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNotificationDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notification/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a platform notification
         * @description Sends the whole editable notification; the date and time must be in the future (400 otherwise). A notification already sent cannot be changed (409).
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNotificationUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notification/send-one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a platform notification as a test
         * @description Test send: pushes the notification now only to the customer with that email (in every store where that email is a customer), whatever its date, and does not mark it sent. An email that is no store's customer answers 404.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNotificationSendOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/offer/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the platform offers
         * @description Every platform-wide offer, active or expired too, newest first.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminOfferGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/offer/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a platform offer
         * @description Publishes an offer to the customers of every store; they see it while it is active and until its expirationDate (included) when one is set.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminOfferAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/offer/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a platform offer
         * @description Customers stop seeing it at once.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminOfferDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/offer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a platform offer
         * @description Sends the whole editable offer.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminOfferUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/news/get-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the platform news
         * @description Every piece of the administrator's news, active or not, newest first. The spec does not show the exact admin news paths; this contract uses /admin/news/get-all, add, delete and update.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNewsGetAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/news/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a platform news item
         * @description Publishes a piece of news to the customers of every store while it is active.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNewsAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/news/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a platform news item
         * @description Customers stop seeing it at once.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNewsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/news/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a platform news item
         * @description Sends the whole editable piece of news.
         *
         *     Access (x-access: "admin"): administrators. Anyone else is answered 403 (401 without a session).
         */
        post: operations["adminNewsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * OkStatus
         * @description The status of a successful answer.
         * @constant
         */
        OkStatus: "ok";
        /**
         * Message
         * @description A message for the user in Spanish (the server's `m`). On errors the back office shows it as is, as text, never as HTML. May be empty on success.
         */
        Message: string;
        /**
         * Email
         * Format: email
         * @description An email address: local part, '@', and a domain with a 2+ letter ending or a bracketed IP (spec §5). Compared in lower case.
         */
        Email: string;
        /**
         * Session
         * @description What sign-in returns and the browser keeps under one localStorage key: exactly the fields of spec §3. An administrator has no store: storeId and locationId are null, storeName and locationName empty, storeUserType null.
         */
        Session: {
            email: components["schemas"]["Email"];
            firstName: string;
            /** @description Spelled with a capital L, as the session has always stored it. */
            LastName: string;
            storeId: number | null;
            storeName: string;
            /** @enum {string|null} */
            storeUserType: "owner" | "employee" | null;
            /** @description The session token, sent back in the 'token' header of every /client and /admin call. */
            token: string;
            /** @enum {string} */
            userType: "admin" | "client";
            showAffiliateCommerce: boolean;
            affiliateCommerce: boolean;
            locationName: string;
            locationId: number | null;
            permCreateCustomer: boolean;
            permGivePoints: boolean;
            permRedeem: boolean;
        };
        /**
         * MessageKey
         * @description The key of a catalogued message: its path in the server's message catalogue (src/server/messages.ts), which the back office's catalogues translate under the same key (src/i18n/locales/server/).
         */
        MessageKey: string;
        /**
         * MessageValues
         * @description The values a catalogued message's text names, by name: a text (a field as the request named it, a name), a number (a limit, a count: a client formats it in the user's language), or another catalogued message (a type such as 'validation.types.integer', an order's status), translated in its turn.
         */
        MessageValues: {
            [key: string]: string | number | {
                k: components["schemas"]["MessageKey"];
                v?: components["schemas"]["MessageValues"];
            };
        };
        /**
         * ErrorEnvelope
         * @description Every failure: `s` is 'error' and `m` says why, in Spanish. When `m` is one of the server's catalogued messages, `k` is its key and `v` the values its text names (for example `k` 'validation.tooShort' and `v` { field: 'password', min: 8 } beside `m` "El campo 'password' debe tener al menos 8 caracteres."): a client that has a text for `k` in the user's language shows that text with `v` (naming a field by its label), else `m`. `errorType` 'no-subscription' means the store must activate its subscription first; the back office then shows 'Suscripción no activa' / 'Tiene que activar la suscripción'. `errorType` 'store-inactive' (with 401) means the platform deactivated the caller's store: the back office ends the session and says why on its sign-in page. The client library also produces this shape itself when the network fails or an answer is not JSON, with a key of its own ('client.network', 'client.server', …).
         */
        ErrorEnvelope: {
            /** @constant */
            s: "error";
            m: components["schemas"]["Message"];
            k?: components["schemas"]["MessageKey"];
            v?: components["schemas"]["MessageValues"];
            /** @enum {string} */
            errorType?: "no-subscription" | "store-inactive";
        };
        /**
         * OkEnvelope
         * @description A successful answer that carries nothing but its message.
         */
        OkEnvelope: {
            s: components["schemas"]["OkStatus"];
            m: components["schemas"]["Message"];
        };
        /**
         * Id
         * Format: int32
         * @description Database identifier of a row: a positive integer assigned by the server, at most 2,147,483,647 (the database's 32-bit keys).
         */
        Id: number;
        /**
         * Phone
         * @description A phone number as typed: digits, spaces, '+', '-', parentheses.
         */
        Phone: string;
        /**
         * ImageUrl
         * @description Address of an image: the path /uploads/<modelType>/<file> returned by /general/upload-file/{modelType} for the caller's own store (the platform's, for an administrator), or an absolute https:// URL; empty when there is none. Another store's upload answers 400, and so do http:// (the page is served over https and its Content-Security-Policy allows https: images only), other schemes (javascript:, data:…) and scheme-relative addresses (//host).
         */
        ImageUrl: string;
        /**
         * LanguageCode
         * @description One of the languages the product speaks.
         * @enum {string}
         */
        LanguageCode: "es" | "en" | "zh" | "fr" | "it";
        /**
         * Translation
         * @description A text in one language. Lists of translations keep one entry per language; the 'es' entry is the name shown in Spanish (spec §3).
         */
        Translation: {
            languageCode: components["schemas"]["LanguageCode"];
            text: string;
        };
        /**
         * StoreType
         * @description A kind of business (café, bakery, hairdresser...). Requests refer to one as storetypeId.
         */
        StoreType: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            /**
             * @description The name in each language; at most one entry per language.
             * @default []
             */
            translations: components["schemas"]["Translation"][];
        };
        /**
         * Country
         * @description A country the platform operates in. New stores default to country id 1 (spec §9).
         */
        Country: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @description ISO 3166-1 alpha-2 code. */
            countryCode: string;
            /** @description International dialling prefix, e.g. +34. */
            phoneCode: string;
            /** @description The country's usual currency (ISO 4217), proposed for new stores. */
            currencyCode: string;
        };
        /**
         * Currency
         * @description A currency a store can keep its amounts in.
         */
        Currency: {
            /** @description ISO 4217 code. */
            code: string;
            name: string;
            symbol: string;
        };
        /**
         * Money
         * @description An amount of money in the store's currency. Amounts are rounded down to 2 decimals and shown with 2 decimals (spec §5).
         */
        Money: number;
        /**
         * Plan
         * @description A redemptions package ('Paquetes Canjes') a store can buy: a number of redemptions for a price. Requests refer to one as planId.
         */
        Plan: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            price: components["schemas"]["Money"];
            /** @description Redemptions the package adds to the store's redeemBought. */
            redemptions: number;
            /**
             * @description Only active plans are offered to stores.
             * @default true
             */
            active: boolean;
        };
        /**
         * FileRef
         * @description A file the server produced or stored, to be downloaded from its address.
         */
        FileRef: {
            /** @description Address of the file (absolute URL or a path on the API origin). */
            url: string;
            fileName: string;
        };
        /**
         * DateTime
         * Format: date-time
         * @description An instant, ISO 8601 with time zone (e.g. 2026-11-21T10:30:00.000Z).
         */
        DateTime: string;
        /**
         * Reward
         * @description A prize ('Premio') customers get for points. Requests refer to one as rewardId. Giving it takes its points from the customer's balance and one redemption from the store (bought or free). A stock of null means unlimited; stock 0 means sold out.
         */
        Reward: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            description: string;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            /** @description Points it costs. */
            points: number;
            /** @default true */
            active: boolean;
            /** @default null */
            stock: number | null;
            redeemedCount: $Read<number>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * NamedRef
         * @description A short reference to another row as shown in a list (customer, employee, location, reward, level, store type...): id and display name.
         */
        NamedRef: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /**
         * Redemption
         * @description A reward a customer takes for points. Requests refer to one as redemptionId. source 'store' means an employee gave it at the counter (confirmed at once); source 'request' means the customer asked for it from the app (requestReward on): it is 'pending' with its points held until the store confirms it or deletes it ('cancelled', points refunded). On confirmation the customer is told the prize can now be redeemed: go to the business and show the QR code for identification.
         */
        Redemption: {
            id: $Read<components["schemas"]["Id"]>;
            customer: components["schemas"]["NamedRef"];
            reward: components["schemas"]["NamedRef"];
            points: number;
            /** @enum {string} */
            status: "pending" | "confirmed" | "cancelled";
            /** @enum {string} */
            source: "store" | "request";
            location: components["schemas"]["NamedRef"] | null;
            employee: components["schemas"]["NamedRef"] | null;
            createdAt: components["schemas"]["DateTime"];
            /** @description When it was confirmed or cancelled. */
            resolvedAt: components["schemas"]["DateTime"] | null;
        };
        /**
         * ListQuery
         * @description Paging, sorting and search of a list that can grow large. Pages start at 1; the answer carries the total number of matching rows.
         */
        ListQuery: {
            /** @default 1 */
            page: number;
            /** @default 20 */
            pageSize: number;
            /** @description A field of the listed rows; unknown fields are refused with a 4xx. */
            sortBy?: string;
            /**
             * @default desc
             * @enum {string}
             */
            sortDirection: "asc" | "desc";
            /** @description Free text: accents and case ignored, every word must appear in one of the fields the list searches (its description names them), in any order; a whole search that is a QR code may also match exactly. */
            search?: string;
        };
        /**
         * Date
         * Format: date
         * @description A calendar day, YYYY-MM-DD.
         */
        Date: string;
        /**
         * Customer
         * @description A member of a store's loyalty programme ('Clientes'). Requests refer to one as customerId. The code is the compact identifier on the customer's QR card (base 62, prefix 'A', check character). The points balance only changes through the ledger (add, discount, delete points; rewards; coupons), never by update.
         */
        Customer: {
            id: $Read<components["schemas"]["Id"]>;
            code: $Read<string>;
            first_name: string;
            /** @default  */
            last_name: string;
            /** @default  */
            email: components["schemas"]["Email"] | "";
            /** @default  */
            mobile: components["schemas"]["Phone"];
            /** @default null */
            birthDate: components["schemas"]["Date"] | null;
            /** @description Current balance. */
            points: $Read<number>;
            /** @description Points earned over the customer's life; decides the level. */
            totalPoints: $Read<number>;
            level: $Read<components["schemas"]["NamedRef"] | null>;
            lastVisitAt: $Read<components["schemas"]["DateTime"] | null>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * Points
         * @description A whole number of loyalty points set by the store (a reward's cost, a level's threshold, the welcome points, the conversion rate), at most 100,000,000. Balances and totals are sums of movements and are not bounded by it.
         */
        Points: number;
        /**
         * PointsPerOperation
         * @description Points one operation gives or takes: a grant, a discount, a massive grant (per customer), a QR coupon, and the points a purchase earns (a purchase that would earn more is refused). At most 1,000,000, so that no single call can overflow a balance or a store's totals.
         */
        PointsPerOperation: number;
        /**
         * PointsMovement
         * @description One row of a customer's points ledger. Every change of a balance is one of these, written in the same transaction as the balance: welcome points, a purchase (points from an amount), a manual grant, a discount, the deletion of an earlier grant, a redemption, a refund of a cancelled redemption, a massive grant, a coupon, a delivered shop order. points is signed: positive adds, negative takes. A deleted grant stays in the ledger with deleted = true next to its 'deletion' row.
         */
        PointsMovement: {
            id: $Read<components["schemas"]["Id"]>;
            customer: components["schemas"]["NamedRef"];
            /** @enum {string} */
            type: "welcome" | "purchase" | "grant" | "discount" | "deletion" | "redemption" | "refund" | "massive" | "coupon" | "order";
            /** @description Signed change of the balance. */
            points: number;
            balanceAfter: number;
            /** @description The amount spent, for a purchase. */
            amount: components["schemas"]["Money"] | null;
            ticketNumber: string;
            description: string;
            location: components["schemas"]["NamedRef"] | null;
            /** @description Who made it; null for automatic movements. */
            employee: components["schemas"]["NamedRef"] | null;
            deleted: boolean;
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * Employee
         * @description A person who works for a store with per-employee permissions. Requests refer to one as employeeId. The form defaults permRedeem, permGivePoints and permCreateCustomer to true and permStore to false (spec §3). The password is required on creation and, on update, changes only when given; the repeated password is a form-only field and never travels.
         */
        Employee: {
            id: $Read<components["schemas"]["Id"]>;
            first_name: string;
            last_name: string;
            email: components["schemas"]["Email"];
            /** @default  */
            mobile: components["schemas"]["Phone"];
            password?: $Write<string>;
            /**
             * @description The one location the employee is bound to, or null for every location.
             * @default null
             */
            location: {
                id: components["schemas"]["Id"];
                name?: $Read<string>;
            } | null;
            /**
             * @description May confirm redemptions and give rewards.
             * @default true
             */
            permRedeem: boolean;
            /**
             * @description May give and discount points.
             * @default true
             */
            permGivePoints: boolean;
            /**
             * @description May create customers.
             * @default true
             */
            permCreateCustomer: boolean;
            /**
             * @description May reach the store settings (loyalty, offers, news, ecommerce...).
             * @default false
             */
            permStore: boolean;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * UserProfile
         * @description The signed-in user's own profile ('Mi Perfil'). The country is chosen by id (countryId) and returned as an object; the language is the default language of the interface ('es' unless chosen).
         */
        UserProfile: {
            first_name: string;
            last_name: string;
            email: components["schemas"]["Email"];
            countryId?: $Write<components["schemas"]["Id"] | null>;
            country: $Read<components["schemas"]["NamedRef"] | null>;
            /** @default es */
            defaultLanguage: components["schemas"]["LanguageCode"];
            /** @description The user's current password. Required when the email (the account's sign-in) changes, so that a stolen session cannot take the account over; ignored otherwise. */
            currentPassword?: $Write<string>;
        };
        /**
         * Language
         * @description A language the user can choose for the interface, with its own name.
         */
        Language: {
            code: components["schemas"]["LanguageCode"];
            /** @description The language's name in that language (Español, English, 中文, Français, Italiano). */
            name: string;
        };
        /**
         * Permissions
         * @description What the signed-in user may do, refreshed by the user-info call on every top-bar mount (spec §6). Owners and administrators hold every permission.
         */
        Permissions: {
            /** @enum {string} */
            userType: "admin" | "client";
            /** @enum {string|null} */
            storeUserType: "owner" | "employee" | null;
            permRedeem: boolean;
            permGivePoints: boolean;
            permCreateCustomer: boolean;
            permStore: boolean;
            locationId: number | null;
            locationName: string;
        };
        /**
         * LinkUrl
         * @description A web address a button or banner opens: an absolute https:// or http:// URL, or empty when there is none. Other schemes (javascript:, data:, vbscript:…) and scheme-relative addresses (//host) are refused: customers' apps open these links.
         */
        LinkUrl: string;
        /**
         * Store
         * @description A store's business profile and loyalty settings as its owner sees them (the dashboard and 'Fidelización'). Fields marked read-only are set by the platform or computed (counters, subscription, plan). The e-mail switches default to true (spec §3). Points are earned at conversionPoints per conversionMoney spent when useConversion is on.
         */
        Store: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            country: $Read<{
                id: components["schemas"]["Id"];
                name: string;
                countryCode: string;
            }>;
            storetype: $Read<components["schemas"]["NamedRef"]>;
            /** @description Number of customers of the store. */
            clientsAmount: $Read<number>;
            currencyCode: string;
            currencyName: $Read<string>;
            /**
             * @description Give points from the amount spent instead of typing them.
             * @default false
             */
            useConversion: boolean;
            /** @default 1 */
            conversionPoints: components["schemas"]["Points"];
            /** @default 1 */
            conversionMoney: components["schemas"]["Money"];
            /**
             * @description Points a new customer starts with.
             * @default 0
             */
            welcomePoints: components["schemas"]["Points"];
            /** @default true */
            emailOnCustomerCreation: boolean;
            /** @default true */
            emailOnGivePoints: boolean;
            /**
             * @description Spelled as the product has always spelled it.
             * @default true
             */
            emailOnRedemmed: boolean;
            /** @description Redemptions the store has bought and not yet used. */
            redeemBought: $Read<number>;
            /** @description Free redemptions left this month. Total redemptions = redeemBought + redeemFree (spec §9). */
            redeemFree: $Read<number>;
            /**
             * @description Ask for a description when giving points.
             * @default false
             */
            showDescriptionField: boolean;
            /**
             * @description Ask for the ticket number when giving points.
             * @default false
             */
            showTicketNumberField: boolean;
            /** @default  */
            logo: components["schemas"]["ImageUrl"];
            /** @default  */
            phone: components["schemas"]["Phone"];
            /** @default  */
            phoneCode: string;
            /** @default  */
            description: string;
            /** @default  */
            email: components["schemas"]["Email"] | "";
            /**
             * @description Customers may request a reward from the app; requests wait for confirmation.
             * @default false
             */
            requestReward: boolean;
            /**
             * @description What a customer reads when requesting a reward.
             * @default
             */
            rewardRequestInfo: string;
            /** @default  */
            ordersLink: components["schemas"]["LinkUrl"];
            /**
             * @description Customers identify with their QR code to redeem.
             * @default false
             */
            qrReward: boolean;
            /**
             * @description Redeeming a reward also lowers the customer's level progress.
             * @default false
             */
            discountGivenPoints: boolean;
            /** @description The platform charges stores a subscription; the status is shown only when this is set (spec §4). */
            withSubscription: $Read<boolean>;
            /** @description The store's subscription is active. Spelled as the product has always spelled it. */
            hasSubscripton: $Read<boolean>;
            /** @description The store has several locations; the web-page link is built only for these (spec §4). */
            isMultiStore: $Read<boolean>;
            /** @description Base address of the customers' web app. */
            clientWebApp: $Read<string>;
            /** @description The store's path in the customers' web app. */
            slug: $Read<string>;
            /** @description The store's IANA time zone (its city's, else the platform's): the days of the dashboard chart and of the activity filters are days in it, so the screen's 'today' is today there. */
            timeZone: $Read<string>;
            /** @description Net promoter score from the surveys, null without surveys. */
            nps: $Read<number | null>;
            /** @description The plan flags the administrator set for the store; they decide which features it sees. */
            plan: $Read<{
                planShowProducts: boolean;
                planShowOffers: boolean;
                planShowNews: boolean;
                planPushNotifications: boolean;
                planLocationLimit: number;
            }>;
        };
        /**
         * GeneralConfiguration
         * @description Platform-wide settings every signed-in user receives with the store info. The support chat link shows only when supportPhone is not empty (spec §1).
         */
        GeneralConfiguration: {
            /** @description Phone of the platform's support chat, international format; empty when there is none. */
            supportPhone: components["schemas"]["Phone"];
            /**
             * @description Feature flag: stores may publish banners.
             * @default false
             */
            bannersEnabled: boolean;
        };
        /**
         * StoreMoreInfo
         * @description Figures for the dashboard beyond the store info.
         */
        StoreMoreInfo: {
            /** @description Net promoter score: % promoters (9-10) minus % detractors (0-6) over all surveys; null without surveys. */
            nps: number | null;
            surveys: number;
            /** @description Customers with a movement in the last 30 days. */
            activeCustomers: number;
            /** @description Points given in the last 30 days. */
            pointsGiven: number;
            /** @description Points spent on rewards in the last 30 days. */
            pointsRedeemed: number;
        };
        /**
         * City
         * @description A city with its map point and time zone. Requests refer to one as cityId. The map picker starts at zoom 1, latitude and longitude 0 (spec §9).
         */
        City: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            countryId: components["schemas"]["Id"];
            countryName: $Read<string>;
            /** @default 0 */
            latitude: number;
            /** @default 0 */
            longitude: number;
            /** @default 1 */
            zoom: number;
            /** @description IANA time zone, e.g. Europe/Madrid. Scheduled notifications of stores in the city are sent in it. */
            timeZone: string;
        };
        /**
         * Category
         * @description A category of offers and products. Requests refer to one as categoryId. Its name is the 'es' translation: the back office keeps only that one as the name and leaves out categories without it (spec §3).
         */
        Category: {
            id: $Read<components["schemas"]["Id"]>;
            /** @description The 'es' translation, or empty when there is none. */
            name: $Read<string>;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            translations: components["schemas"]["Translation"][];
        };
        /**
         * DateRange
         * @description An inclusive range of calendar days. The chart's end date defaults to today (spec §9).
         */
        DateRange: {
            startDate: components["schemas"]["Date"];
            endDate: components["schemas"]["Date"];
        };
        /**
         * PointsStat
         * @description Points of one day for the dashboard chart: given (grants, purchases, welcome, massive, coupons) and redeemed (rewards), as positive numbers.
         */
        PointsStat: {
            date: components["schemas"]["Date"];
            given: number;
            redeemed: number;
        };
        /**
         * Location
         * @description A branch ('Sucursal') of a store where points are given and rewards redeemed. The store's plan limits how many it may have (planLocationLimit; 0 means no limit).
         */
        Location: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            address: string;
            /** @default  */
            phone: components["schemas"]["Phone"];
            /** @default null */
            cityId: components["schemas"]["Id"] | null;
            /** @description Empty when the location has no city. */
            cityName: $Read<string>;
            /** @default null */
            latitude: number | null;
            /** @default null */
            longitude: number | null;
            /** @default true */
            active: boolean;
            /** @description The store it belongs to (shown in the administrator's list). */
            store: $Read<components["schemas"]["NamedRef"]>;
        };
        /**
         * AuditRecord
         * @description One change made through the API (a row created, changed or deleted) or one sign-in or failed sign-in, as the audit trail recorded it in the change's own transaction. Records are never changed or deleted by any operation; the retention removes old ones.
         */
        AuditRecord: {
            id: $Read<number>;
            at: $Read<components["schemas"]["DateTime"]>;
            /**
             * @description Who: an owner, an employee, an administrator, the store's API token (an integration) or nobody signed in (registration, recovery, a failed sign-in).
             * @enum {string}
             */
            actorKind: $Read<"owner" | "employee" | "admin" | "apiToken" | "anonymous">;
            /** @description The account's email (for a failed sign-in, the email typed); null for the API token. */
            actorEmail: $Read<string | null>;
            /** @description The location (branch) the employee was bound to, if any. */
            locationId: $Read<components["schemas"]["Id"] | null>;
            address: $Read<string | null>;
            /** @description The operationId of the call. */
            operation: $Read<string>;
            /** @description The table changed. */
            entity: $Read<string>;
            rowId: $Read<string | null>;
            /** @enum {string} */
            action: $Read<"insert" | "update" | "delete" | "signIn" | "signInFailed">;
            /** @description Each field changed with its value before and after, as JSON text (null when absent); a password, token, hash or secret has secret = true and no values. */
            changes: $Read<{
                field: string;
                before: string | null;
                after: string | null;
                secret: boolean;
            }[]>;
        };
        /**
         * LocationActivity
         * @description Activity of one location over a date range: purchases, points given, redemptions and distinct customers.
         */
        LocationActivity: {
            location: components["schemas"]["NamedRef"];
            purchases: number;
            pointsGiven: number;
            redemptions: number;
            customers: number;
        };
        /**
         * Review
         * @description A customer's review of the store (1-5 stars and a comment) with the store's public response. Requests refer to one as reviewId.
         */
        Review: {
            id: $Read<components["schemas"]["Id"]>;
            customer: components["schemas"]["NamedRef"];
            rating: number;
            comment: string;
            /** @description The store's answer; empty until it answers. */
            response: string;
            respondedAt: components["schemas"]["DateTime"] | null;
            location: components["schemas"]["NamedRef"] | null;
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * Survey
         * @description A customer's answer to the store's satisfaction survey: how likely they are to recommend it (0-10, the basis of the NPS) and a comment.
         */
        Survey: {
            id: $Read<components["schemas"]["Id"]>;
            customer: components["schemas"]["NamedRef"];
            score: number;
            comment: string;
            location: components["schemas"]["NamedRef"] | null;
            createdAt: components["schemas"]["DateTime"];
        };
        /**
         * Offer
         * @description A store's offer shown to its customers ('Ofertas'). Requests refer to one as offerId. Shown only when the store's plan has planShowOffers. A public offer is also listed in the platform's shared catalogue.
         */
        Offer: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            description: string;
            /** @default true */
            active: boolean;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            /**
             * @description A square version of the image for grids.
             * @default
             */
            imageSquared: components["schemas"]["ImageUrl"];
            /** @default  */
            buttonText: string;
            /** @default  */
            buttonLink: components["schemas"]["LinkUrl"];
            /** @default null */
            price: components["schemas"]["Money"] | null;
            /**
             * @description The price before the offer, shown struck through.
             * @default null
             */
            oldPrice: components["schemas"]["Money"] | null;
            /** @default false */
            public: boolean;
            /** @default null */
            categoryId: components["schemas"]["Id"] | null;
            /**
             * @description Last day the offer is shown; null for no end.
             * @default null
             */
            expirationDate: components["schemas"]["Date"] | null;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * Time
         * @description A time of day, HH:mm (24 h), in the store's time zone.
         */
        Time: string;
        /**
         * Notification
         * @description A push notification of a store to its customers ('Notificaciones'). Requests refer to one as notificationId. It is sent once, to every customer, at its date and time in the store's time zone; the server records delivery per customer. Once sent it can no longer be changed; deleting an unsent one means no customer will receive it (spec §4). Needs planPushNotifications.
         */
        Notification: {
            id: $Read<components["schemas"]["Id"]>;
            title: string;
            description: string;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            date: components["schemas"]["Date"];
            time: components["schemas"]["Time"];
            /** @default  */
            buttonText: string;
            /** @default  */
            buttonLink: components["schemas"]["LinkUrl"];
            sent: $Read<boolean>;
            sentAt: $Read<components["schemas"]["DateTime"] | null>;
            /** @description Customers it was delivered to (0 until sent). */
            recipients: $Read<number>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * ApiToken
         * @description The store's token for its own integrations (point of sale, web shop). Only a hash is stored: the full token is returned once, when generated; afterwards only its first characters are shown.
         */
        ApiToken: {
            /** @description The first characters of the token, to recognise it. */
            prefix: string;
            createdAt: components["schemas"]["DateTime"];
            lastUsedAt: components["schemas"]["DateTime"] | null;
        };
        /**
         * News
         * @description A piece of news ('Novedades') for customers: a store's own (shown when its plan has planShowNews), or the administrator's for every store. Requests refer to one as newsId.
         */
        News: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            description: string;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            /** @default  */
            imageSquared: components["schemas"]["ImageUrl"];
            /** @default true */
            active: boolean;
            /** @default  */
            buttonText: string;
            /** @default  */
            buttonLink: components["schemas"]["LinkUrl"];
            /** @default false */
            public: boolean;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * PaymentMethod
         * @description A way the store's customers can pay orders of the online shop, with what they read at checkout. Requests refer to one as paymentMethodId; saving without it creates one.
         */
        PaymentMethod: {
            id: $Read<components["schemas"]["Id"]>;
            /** @enum {string} */
            type: "cash" | "transfer" | "card" | "paypal" | "link";
            name: string;
            /**
             * @description Bank account, payment link or what to bring.
             * @default
             */
            instructions: string;
            /** @default true */
            active: boolean;
        };
        /**
         * Subscription
         * @description A period of a store's recurring subscription to the platform ('Suscripción'), paid through PayPal. While the platform charges subscriptions (withSubscription) and a store has no active one, the calls that need it answer errorType 'no-subscription'.
         */
        Subscription: {
            id: $Read<components["schemas"]["Id"]>;
            paypalPlanId: string;
            paypalSubscriptionId: string;
            /** @enum {string} */
            status: $Read<"active" | "cancelled" | "expired">;
            amount: $Read<components["schemas"]["Money"]>;
            currencyCode: $Read<string>;
            startDate: $Read<components["schemas"]["Date"]>;
            /** @description End of the paid period. */
            endDate: $Read<components["schemas"]["Date"]>;
        };
        /**
         * Coupon
         * @description A QR coupon ('Cupones QR'): a code a customer scans once to get its points. Requests refer to one as couponId. Codes made by the server are compact identifiers (base 62, prefix 'A', check character); uploaded codes are kept as given. Status is 'available' until used, 'used' once scanned, 'expired' after its expiration date.
         */
        Coupon: {
            id: $Read<components["schemas"]["Id"]>;
            code: string;
            points: components["schemas"]["PointsPerOperation"];
            /** @default  */
            description: string;
            /** @default null */
            expirationDate: components["schemas"]["Date"] | null;
            /** @enum {string} */
            status: $Read<"available" | "used" | "expired">;
            usedBy: $Read<components["schemas"]["NamedRef"] | null>;
            usedAt: $Read<components["schemas"]["DateTime"] | null>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * Banner
         * @description An image banner at the top of the customers' app, shown in position order between its optional start and end dates. Requests refer to one as bannerId. Available only when the banner feature flag is on.
         */
        Banner: {
            id: $Read<components["schemas"]["Id"]>;
            title: string;
            image: components["schemas"]["ImageUrl"];
            /** @default  */
            link: components["schemas"]["LinkUrl"];
            /** @default true */
            active: boolean;
            /** @default 0 */
            position: number;
            /** @default null */
            startDate: components["schemas"]["Date"] | null;
            /** @default null */
            endDate: components["schemas"]["Date"] | null;
        };
        /**
         * Level
         * @description A customer level (bronze, silver, gold...). A customer holds the highest level whose minPoints their lifetime points reach; no two levels of a store share minPoints. Levels are shown in position order, which the store can reorder; a level added or given new minPoints takes its place in threshold order. Requests refer to one as levelId.
         */
        Level: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            description: string;
            minPoints: components["schemas"]["Points"];
            /** @default #9ca3af */
            color: string;
            position: $Read<number>;
            /** @description Customers currently at this level. */
            customers: $Read<number>;
            /** @description Where this level's customers would go if it were deleted: the next level down the thresholds, or null (they would hold no level). */
            fallbackLevel: $Read<components["schemas"]["NamedRef"] | null>;
        };
        /**
         * Product
         * @description A product of the store's online shop ('Productos'), ordered from the customers' web app. Requests refer to one as productId. Needs planShowProducts. A stock of null means unlimited.
         */
        Product: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            description: string;
            /** @default  */
            sku: string;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            price: components["schemas"]["Money"];
            /**
             * @description Points the customer earns when an order with it is delivered.
             * @default 0
             */
            points: components["schemas"]["Points"];
            /** @default null */
            stock: number | null;
            /** @default true */
            active: boolean;
            /** @default null */
            categoryId: components["schemas"]["Id"] | null;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * OrderNote
         * @description An internal note on an order, written by the store's staff. Requests refer to one as noteId.
         */
        OrderNote: {
            id: $Read<components["schemas"]["Id"]>;
            text: string;
            author: $Read<string>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * Order
         * @description An order a customer placed in the store's online shop ('Órdenes'). Requests refer to one as orderId. The store moves it through its statuses: pending, paid, preparing, shipped, delivered, or cancelled; a delivered order earns the customer the products' points. total = subtotal + shippingCost.
         */
        Order: {
            id: $Read<components["schemas"]["Id"]>;
            /** @description The order's compact identifier shown to the customer. */
            number: $Read<string>;
            customer: $Read<components["schemas"]["NamedRef"]>;
            customerEmail: $Read<string>;
            customerMobile: $Read<string>;
            items: $Read<{
                /** @description Null when the product was deleted since. */
                productId: components["schemas"]["Id"] | null;
                name: string;
                quantity: number;
                unitPrice: components["schemas"]["Money"];
            }[]>;
            subtotal: $Read<components["schemas"]["Money"]>;
            shippingCost: $Read<components["schemas"]["Money"]>;
            total: $Read<components["schemas"]["Money"]>;
            /** @enum {string} */
            status: "pending" | "paid" | "preparing" | "shipped" | "delivered" | "cancelled";
            shippingAddress: $Read<string>;
            notes: $Read<components["schemas"]["OrderNote"][]>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
            updatedAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * ShippingCost
         * @description What delivering an order costs ('Costos de envío'), for one city or, with no city, everywhere else. Orders of at least freeFrom ship free. Requests refer to one as shippingCostId.
         */
        ShippingCost: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default null */
            cityId: components["schemas"]["Id"] | null;
            cityName: $Read<string>;
            price: components["schemas"]["Money"];
            /** @default null */
            freeFrom: components["schemas"]["Money"] | null;
            /** @default true */
            active: boolean;
        };
        /**
         * AdminStore
         * @description A store as the platform administrator manages it ('Negocios'): plan flags, bought and monthly free redemptions, activity. Requests refer to one as storeId. Defaults of the store form: active true, redeemBought 0, monthFreeRedeems 0, countryId 1, planLocationLimit 0 (spec §3, §9).
         */
        AdminStore: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            storeTypeId: components["schemas"]["Id"];
            storetype: $Read<components["schemas"]["NamedRef"]>;
            /** @default 1 */
            countryId: components["schemas"]["Id"];
            /**
             * @description Users of an inactive store cannot sign in.
             * @default true
             */
            active: boolean;
            /**
             * @description Bought redemptions left; payments add to it. The administrator sets at most 1,000,000,000.
             * @default 0
             */
            redeemBought: number;
            /**
             * @description Free redemptions granted at the start of every month.
             * @default 0
             */
            monthFreeRedeems: number;
            /**
             * @description Tax identification number.
             * @default
             */
            ruc: string;
            /** @default false */
            planShowProducts: boolean;
            /** @default false */
            planShowOffers: boolean;
            /** @default false */
            planShowNews: boolean;
            /** @default false */
            planPushNotifications: boolean;
            /**
             * @description Maximum number of locations; 0 means no limit.
             * @default 0
             */
            planLocationLimit: number;
            ownerName: $Read<string>;
            ownerEmail: $Read<string>;
            clientsAmount: $Read<number>;
            /** @enum {string} */
            subscriptionStatus: $Read<"enabled" | "disabled">;
            /** @description The store's page in the customers' web app is the list's clientWebApp followed by /slug. */
            slug: $Read<string>;
            /** @description Whether the store has more than one location; its web-app link is built only then (spec §4). */
            isMultiStore: $Read<boolean>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * StoreOwner
         * @description The owner account of a store as the administrator edits it. Requests refer to it as userId.
         */
        StoreOwner: {
            id: $Read<components["schemas"]["Id"]>;
            first_name: string;
            last_name: string;
            email: components["schemas"]["Email"];
        };
        /**
         * StoreActivity
         * @description A store's activity for the administrator's store-activity modal: totals and the last twelve months (month as 'YYYY-MM'; the screen names months in Spanish).
         */
        StoreActivity: {
            customers: number;
            pointsGiven: number;
            pointsRedeemed: number;
            redemptions: number;
            lastActivityAt: components["schemas"]["DateTime"] | null;
            months: {
                month: string;
                newCustomers: number;
                pointsGiven: number;
                redemptions: number;
            }[];
        };
        /**
         * StorePayment
         * @description A payment a store made to the platform for a redemptions package, recorded by the administrator or by a PayPal purchase. Adding one adds its redemptions to the store's redeemBought; deleting one takes back those not yet used. Requests refer to one as paymentId.
         */
        StorePayment: {
            id: $Read<components["schemas"]["Id"]>;
            /** @default null */
            planId: components["schemas"]["Id"] | null;
            planName: $Read<string>;
            redemptions: number;
            amount: components["schemas"]["Money"];
            currencyCode: string;
            /** @enum {string} */
            method: "paypal" | "transfer" | "cash" | "card" | "other";
            /** @default  */
            reference: string;
            paidAt: components["schemas"]["Date"];
            /** @default  */
            note: string;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * PaypalPlan
         * @description A subscription plan as configured in PayPal, which stores subscribe to.
         */
        PaypalPlan: {
            /** @description PayPal's plan id (P-...). */
            id: string;
            name: string;
            price: components["schemas"]["Money"];
            currencyCode: string;
            /** @enum {string} */
            interval: "month" | "year";
            /** @default true */
            active: boolean;
        };
        /**
         * PaypalSettings
         * @description The platform's PayPal account. The secret is write-only: it is never returned, and saving without it keeps the stored one.
         */
        PaypalSettings: {
            clientId: string;
            secret?: $Write<string>;
            hasSecret: $Read<boolean>;
            /**
             * @default sandbox
             * @enum {string}
             */
            mode: "sandbox" | "live";
        };
        /**
         * SubscriptionSettings
         * @description Whether the platform charges stores a subscription, with which PayPal plan, and how many free redemptions a subscribed store gets each month.
         */
        SubscriptionSettings: {
            /** @default false */
            withSubscription: boolean;
            /** @default  */
            paypalPlanId: string;
            /** @default 0 */
            trialDays: number;
            /** @description Monthly free redemptions of a subscribed store; changed by save-subscription-freerewards. */
            freeRewards: $Read<number>;
        };
        /**
         * WhatsappSettings
         * @description The platform's WhatsApp sender for customer messages. The access token is write-only; saving without it keeps the stored one.
         */
        WhatsappSettings: {
            /** @default false */
            enabled: boolean;
            /** @default  */
            phone: components["schemas"]["Phone"];
            accessToken?: $Write<string>;
            hasAccessToken: $Read<boolean>;
            /** @default  */
            welcomeMessage: string;
        };
        /**
         * PlatformPaymentSettings
         * @description How stores pay the platform for redemptions packages: the accepted methods and the bank details shown for transfers.
         */
        PlatformPaymentSettings: {
            /** @default EUR */
            currencyCode: string;
            /** @default false */
            paypalEnabled: boolean;
            /** @default true */
            transferEnabled: boolean;
            /** @default  */
            bankName: string;
            /** @default  */
            accountHolder: string;
            /** @default  */
            accountNumber: string;
            /** @default  */
            instructions: string;
        };
        /**
         * AdminNotification
         * @description A push notification the administrator sends to the customers of every store, scheduled in the platform's time zone (UTC unless configured). Like a store notification but without button fields (spec §3). Requests refer to one as notificationId.
         */
        AdminNotification: {
            id: $Read<components["schemas"]["Id"]>;
            title: string;
            description: string;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            date: components["schemas"]["Date"];
            time: components["schemas"]["Time"];
            sent: $Read<boolean>;
            sentAt: $Read<components["schemas"]["DateTime"] | null>;
            recipients: $Read<number>;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
        /**
         * AdminOffer
         * @description A platform-wide offer the administrator publishes to the customers of every store. It has the smaller set of fields of an offer: no prices, category, square image or public switch. Requests refer to one as offerId.
         */
        AdminOffer: {
            id: $Read<components["schemas"]["Id"]>;
            name: string;
            /** @default  */
            description: string;
            /** @default true */
            active: boolean;
            /** @default  */
            image: components["schemas"]["ImageUrl"];
            /** @default  */
            buttonText: string;
            /** @default  */
            buttonLink: components["schemas"]["LinkUrl"];
            /** @default null */
            expirationDate: components["schemas"]["Date"] | null;
            createdAt: $Read<components["schemas"]["DateTime"]>;
        };
    };
    responses: {
        /** @description Refused: 400 malformed or invalid body, 401 no or expired session, 402 subscription needed (errorType 'no-subscription'), 403 not allowed for this user or plan, 404 not found (also for rows of another store), 409 conflict with the current state, 413 body or file too large, 429 too many attempts. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Done; `m` may hold a confirmation. */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OkEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    loginClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @description The device token an earlier sign-in of this account answered in this browser; an unknown, stale or other account's token counts as none. */
                    device?: string;
                };
            };
        };
        responses: {
            /** @description Signed in; the session to keep, and the device token to send with the next sign-in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        session: components["schemas"]["Session"];
                        /** @description This browser's device token for the account: kept apart from the session (it outlives sign-out) and sent as `device` with its next sign-in. */
                        device: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    loginClientRecoveryPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    loginClientRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email: components["schemas"]["Email"];
                    password: string;
                    storeName: string;
                    storeTypeId: components["schemas"]["Id"];
                    countryId: components["schemas"]["Id"];
                    phone: components["schemas"]["Phone"];
                };
            };
        };
        responses: {
            /** @description Registered and signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        session: components["schemas"]["Session"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    generalProcessPasswordRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    generalLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    generalGetStoreTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The store types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        storetypes: components["schemas"]["StoreType"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    generalGetCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        countries: components["schemas"]["Country"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    generalGetCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The currencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        currencies: components["schemas"]["Currency"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    generalPaymentRedemptionsCosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The active packages with the currency of their prices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        plans: components["schemas"]["Plan"][];
                        /** @description ISO 4217 code of the platform currency the prices are in. */
                        currencyCode: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    generalUploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description What the image is for; decides where it is stored. */
                modelType: "store" | "reward" | "offer" | "news" | "notification" | "banner" | "product" | "category" | "storetype" | "level" | "admin-offer" | "admin-news" | "admin-notification";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The image bytes, at most 5 MB. */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        file: components["schemas"]["FileRef"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientGetAllRewards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Leave out inactive rewards and those out of stock (for the give-reward picker).
                     * @default false
                     */
                    activeOnly?: boolean;
                };
            };
        };
        responses: {
            /** @description The rewards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        rewards: components["schemas"]["Reward"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientRewardAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reward"];
            };
        };
        responses: {
            /** @description The reward as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        reward: components["schemas"]["Reward"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientRewardDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rewardId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientRewardUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rewardId: components["schemas"]["Id"];
                } & components["schemas"]["Reward"];
            };
        };
        responses: {
            /** @description The reward as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        reward: components["schemas"]["Reward"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientRedemptionPendings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The pending requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        redemptions: components["schemas"]["Redemption"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "first_name" | "last_name" | "points" | "createdAt" | "lastVisitAt";
                    /** @description Only customers currently at this level. */
                    levelId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The page of customers and the number of matching customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        customers: components["schemas"]["Customer"][];
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The customer and their figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        customer: components["schemas"]["Customer"];
                        stats: {
                            purchases: number;
                            redemptions: number;
                            pointsEarned: number;
                            pointsSpent: number;
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The balance and level progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description Current balance. */
                        points: number;
                        /** @description Points earned over the customer's life; decides the level. */
                        totalPoints: number;
                        level: components["schemas"]["NamedRef"] | null;
                        nextLevel: {
                            name: string;
                            minPoints: components["schemas"]["Points"];
                            /** @description Lifetime points still needed (minPoints - totalPoints). */
                            missing: number;
                        } | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerPendingRedemptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The pending requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        redemptions: components["schemas"]["Redemption"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locationId?: components["schemas"]["Id"];
                } & components["schemas"]["Customer"];
            };
        };
        responses: {
            /** @description The customer as created, with the welcome points. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        customer: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                } & components["schemas"]["Customer"];
            };
        };
        responses: {
            /** @description The customer as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        customer: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                    /** @default 10 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The matching customers, at most `limit`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        customers: components["schemas"]["Customer"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerUnknownIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerIds: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description The ids given that name no live customer of the store, in the order given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        unknownIds: components["schemas"]["Id"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerAddPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                    points: components["schemas"]["PointsPerOperation"];
                    /** @default  */
                    description?: string;
                    /** @default  */
                    ticketNumber?: string;
                    locationId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The ledger row and the customer with the new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        movement: components["schemas"]["PointsMovement"];
                        customer: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerDiscountPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                    points: components["schemas"]["PointsPerOperation"];
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The ledger row and the customer with the new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        movement: components["schemas"]["PointsMovement"];
                        customer: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerDeletePoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    movementId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The 'deletion' row and the customer with the new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description The 'deletion' row. */
                        movement: components["schemas"]["PointsMovement"];
                        customer: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerGiveReward: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                    rewardId: components["schemas"]["Id"];
                    locationId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The redemption and the customer with the new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        redemption: components["schemas"]["Redemption"];
                        customer: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerDeleteRewardRequested: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    redemptionId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The cancelled redemption. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        redemption: components["schemas"]["Redemption"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCustomerConfirmRewardRequested: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    redemptionId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The confirmed redemption. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        redemption: components["schemas"]["Redemption"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientGetAllEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The employees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        employees: components["schemas"]["Employee"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientEmployeeAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required on creation (rules as in Employee). */
                    password: unknown;
                } & components["schemas"]["Employee"];
            };
        };
        responses: {
            /** @description The employee as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        employee: components["schemas"]["Employee"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientEmployeeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employeeId: components["schemas"]["Id"];
                } & components["schemas"]["Employee"];
            };
        };
        responses: {
            /** @description The employee as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        employee: components["schemas"]["Employee"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientEmployeeDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employeeId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientEmployeeInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The profile, languages and permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        user: components["schemas"]["UserProfile"];
                        languages: components["schemas"]["Language"][];
                        defaultLanguage: components["schemas"]["LanguageCode"];
                        permissions: components["schemas"]["Permissions"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientEmployeeUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserProfile"];
            };
        };
        responses: {
            /** @description The saved profile, languages and permissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        user: components["schemas"]["UserProfile"];
                        languages: components["schemas"]["Language"][];
                        defaultLanguage: components["schemas"]["LanguageCode"];
                        permissions: components["schemas"]["Permissions"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientEmployeeChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientGetStoreInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The store and the general configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        store: components["schemas"]["Store"];
                        generalConfiguration: components["schemas"]["GeneralConfiguration"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientStoreMoreInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        storeMoreInfo: components["schemas"]["StoreMoreInfo"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientStoreSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Store"];
            };
        };
        responses: {
            /** @description The store as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        store: components["schemas"]["Store"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientStoreGetCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        cities: components["schemas"]["City"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientDeleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @description The store's name, typed by the owner to confirm (case and accents count). */
                    confirmation: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientCategoryGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        categories: components["schemas"]["Category"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientLastGivenPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The latest movements, at most `limit`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        movements: components["schemas"]["PointsMovement"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientProcessMassiveGivePoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    points: components["schemas"]["PointsPerOperation"];
                    description: string;
                    /** @enum {string} */
                    target: "all" | "level" | "customers";
                    /** @description The level whose customers get the points; only with target 'level', and required there. */
                    levelId?: components["schemas"]["Id"];
                    /** @description The customers who get the points; only with target 'customers', and required there. */
                    customerIds?: components["schemas"]["Id"][];
                    /**
                     * @description With target 'customers': give the points to the ids that are customers of the store and skip the others (named in skippedIds) instead of refusing the whole call.
                     * @default false
                     */
                    skipUnknown?: boolean;
                };
            };
        };
        responses: {
            /** @description How many customers got points and how many points were given in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        customersAffected: number;
                        /** @description Total points given (points x customersAffected). */
                        pointsGiven: number;
                        /** @description The customerIds skipped because they name no live customer of the store (skipUnknown). */
                        skippedIds: components["schemas"]["Id"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientTransactionAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                    /** @description The amount spent, in the store's currency; more than zero. */
                    amount: components["schemas"]["Money"];
                    /** @default  */
                    ticketNumber?: string;
                    /** @default  */
                    description?: string;
                    locationId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The ledger row and the customer with the new balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        movement: components["schemas"]["PointsMovement"];
                        customer: components["schemas"]["Customer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientTransactionCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt";
                    customerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The page of movements and the number of matching movements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        movements: components["schemas"]["PointsMovement"][];
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientStatsPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DateRange"];
            };
        };
        responses: {
            /** @description One row per day of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        data: components["schemas"]["PointsStat"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientGetLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        locations: components["schemas"]["Location"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientLocationAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Location"];
            };
        };
        responses: {
            /** @description The location as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        location: components["schemas"]["Location"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientLocationDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locationId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientLocationUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locationId: components["schemas"]["Id"];
                } & components["schemas"]["Location"];
            };
        };
        responses: {
            /** @description The location as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        location: components["schemas"]["Location"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientAuditAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "at";
                    /** @description Only this record (a record's page). */
                    recordId?: components["schemas"]["Id"];
                    /** @description Only records whose person's email contains this text (case ignored). */
                    actor?: string;
                    /** @description Only records of this operationId. */
                    operation?: string;
                    /** @description Only records of this table. */
                    entity?: string;
                    /** @description First day, inclusive, in the store's time zone; omit for no lower bound. */
                    startDate?: components["schemas"]["Date"];
                    /** @description Last day, inclusive, in the store's time zone; omit for no upper bound. */
                    endDate?: components["schemas"]["Date"];
                };
            };
        };
        responses: {
            /** @description A page of records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        records: components["schemas"]["AuditRecord"][];
                        /** @description Records matching the filters, over all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientActivityPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "points";
                    /** @description First day, inclusive, in the store's time zone; omit for no lower bound. */
                    startDate?: components["schemas"]["Date"];
                    /** @description Last day, inclusive, in the store's time zone; omit for no upper bound. */
                    endDate?: components["schemas"]["Date"];
                    /** @description Only rows of this location. For an employee bound to a location the list is always limited to that location; another locationId answers an empty list. */
                    locationId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description A page of movements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        purchases: components["schemas"]["PointsMovement"][];
                        /** @description Rows matching the filters, over all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientActivityRedeemeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "points" | "resolvedAt";
                    /** @description First day, inclusive, in the store's time zone; omit for no lower bound. */
                    startDate?: components["schemas"]["Date"];
                    /** @description Last day, inclusive, in the store's time zone; omit for no upper bound. */
                    endDate?: components["schemas"]["Date"];
                    /** @description Only rows of this location. For an employee bound to a location the list is always limited to that location; another locationId answers an empty list. */
                    locationId?: components["schemas"]["Id"];
                    /**
                     * @description Only redemptions in this status; omit for all.
                     * @enum {string}
                     */
                    status?: "pending" | "confirmed" | "cancelled";
                };
            };
        };
        responses: {
            /** @description A page of redemptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        redeemeds: components["schemas"]["Redemption"][];
                        /** @description Rows matching the filters, over all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientActivityLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DateRange"];
            };
        };
        responses: {
            /** @description One row per location. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        locations: components["schemas"]["LocationActivity"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientActivityReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "rating";
                    /** @description First day, inclusive, in the store's time zone; omit for no lower bound. */
                    startDate?: components["schemas"]["Date"];
                    /** @description Last day, inclusive, in the store's time zone; omit for no upper bound. */
                    endDate?: components["schemas"]["Date"];
                    /** @description Only rows of this location. For an employee bound to a location the list is always limited to that location; another locationId answers an empty list. */
                    locationId?: components["schemas"]["Id"];
                    /** @description true: only reviews the store has answered; false: only those without an answer; omit for all. */
                    answered?: boolean;
                };
            };
        };
        responses: {
            /** @description A page of reviews with the average rating. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        reviews: components["schemas"]["Review"][];
                        /** @description Rows matching the filters, over all pages. */
                        total: number;
                        /** @description Mean rating of the matching reviews; null when there are none. */
                        averageRating: number | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientActivityReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reviewId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        review: components["schemas"]["Review"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientActivityReviewResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reviewId: components["schemas"]["Id"];
                    response: string;
                };
            };
        };
        responses: {
            /** @description The review as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        review: components["schemas"]["Review"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientActivitySurveys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "score";
                    /** @description First day, inclusive, in the store's time zone; omit for no lower bound. */
                    startDate?: components["schemas"]["Date"];
                    /** @description Last day, inclusive, in the store's time zone; omit for no upper bound. */
                    endDate?: components["schemas"]["Date"];
                    /** @description Only rows of this location. For an employee bound to a location the list is always limited to that location; another locationId answers an empty list. */
                    locationId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description A page of survey answers with the NPS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        surveys: components["schemas"]["Survey"][];
                        /** @description Rows matching the filters, over all pages. */
                        total: number;
                        /** @description Net promoter score of the matching answers; null when there are none. */
                        nps: number | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientOfferGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        offers: components["schemas"]["Offer"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientOfferAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Offer"];
            };
        };
        responses: {
            /** @description The offer as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        offer: components["schemas"]["Offer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientOfferDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientOfferUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offerId: components["schemas"]["Id"];
                } & components["schemas"]["Offer"];
            };
        };
        responses: {
            /** @description The offer as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        offer: components["schemas"]["Offer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientNotificationGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        notifications: components["schemas"]["Notification"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientNotificationAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Notification"];
            };
        };
        responses: {
            /** @description The notification as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        notification: components["schemas"]["Notification"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientNotificationDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientNotificationUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: components["schemas"]["Id"];
                } & components["schemas"]["Notification"];
            };
        };
        responses: {
            /** @description The notification as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        notification: components["schemas"]["Notification"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientNotificationSendOne: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: components["schemas"]["Id"];
                    /** @description The customer to send the test to; omit for the store owner's own customer record. */
                    customerId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description Devices the message was handed to; 0 when the customer has no app installed. */
                        delivered: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientNotificationSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: components["schemas"]["Id"];
                    title: string;
                    description: string;
                };
            };
        };
        responses: {
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description Devices the message was handed to; 0 when the customer has no app installed. */
                        delivered: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientApiTokenGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The token, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        apiToken: components["schemas"]["ApiToken"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientApiTokenGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The new token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        apiToken: components["schemas"]["ApiToken"];
                        /** @description The full token, shown once: the screen must tell the owner to copy it now. */
                        token: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientApiTokenDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientGetAllNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The news. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        news: components["schemas"]["News"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientNewsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["News"];
            };
        };
        responses: {
            /** @description The piece of news as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        news: components["schemas"]["News"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientNewsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newsId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientNewsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newsId: components["schemas"]["Id"];
                } & components["schemas"]["News"];
            };
        };
        responses: {
            /** @description The piece of news as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        news: components["schemas"]["News"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientPaymentSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The method to change; omit to create one. */
                    paymentMethodId?: components["schemas"]["Id"];
                } & components["schemas"]["PaymentMethod"];
            };
        };
        responses: {
            /** @description The payment method as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        paymentMethod: components["schemas"]["PaymentMethod"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientPaymentGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        paymentMethods: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientSubscriptionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description Whether the platform charges subscriptions. */
                        withSubscription: boolean;
                        /** @enum {string} */
                        status: "enabled" | "disabled";
                        subscription: components["schemas"]["Subscription"] | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientSubscriptionSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Subscription"];
            };
        };
        responses: {
            /** @description The subscription as recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        subscription: components["schemas"]["Subscription"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientSubscriptionGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        subscriptions: components["schemas"]["Subscription"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCouponsUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codes: string[];
                    /** @description Points each coupon gives. */
                    points: components["schemas"]["PointsPerOperation"];
                    /** @default  */
                    description?: string;
                    /**
                     * @description Last day the coupons can be used, in the store's time zone; null for no end. A past day answers 400.
                     * @default null
                     */
                    expirationDate?: components["schemas"]["Date"] | null;
                };
            };
        };
        responses: {
            /** @description What was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description Coupons created. */
                        created: number;
                        /** @description Codes left out because the store already has them. */
                        skipped: string[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCouponsGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "code" | "points" | "expirationDate" | "usedAt";
                    /**
                     * @description Only coupons in this status; omit for all.
                     * @enum {string}
                     */
                    status?: "available" | "used" | "expired";
                };
            };
        };
        responses: {
            /** @description A page of coupons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        coupons: components["schemas"]["Coupon"][];
                        /** @description Rows matching the filters, over all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCouponsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                    /** @description Points each coupon gives. */
                    points: components["schemas"]["PointsPerOperation"];
                    /** @default  */
                    description?: string;
                    /**
                     * @description Last day the coupons can be used, in the store's time zone; null for no end. A past day answers 400.
                     * @default null
                     */
                    expirationDate?: components["schemas"]["Date"] | null;
                };
            };
        };
        responses: {
            /** @description The coupons generated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        coupons: components["schemas"]["Coupon"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientCouponsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    couponId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientCouponsPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    couponIds: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description The PDF to download. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        file: components["schemas"]["FileRef"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientBannersGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The banners. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        banners: components["schemas"]["Banner"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientBannersAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Banner"];
            };
        };
        responses: {
            /** @description The banner as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        banner: components["schemas"]["Banner"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientBannersDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bannerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientBannersUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bannerId: components["schemas"]["Id"];
                } & components["schemas"]["Banner"];
            };
        };
        responses: {
            /** @description The banner as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        banner: components["schemas"]["Banner"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientLevelsGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        levels: components["schemas"]["Level"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientLevelsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Level"];
            };
        };
        responses: {
            /** @description The level as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        level: components["schemas"]["Level"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientLevelsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    levelId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientLevelsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    levelId: components["schemas"]["Id"];
                } & components["schemas"]["Level"];
            };
        };
        responses: {
            /** @description The level as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        level: components["schemas"]["Level"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientLevelsReorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every level of the store, first position first. */
                    levelIds: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description The levels in their new order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        levels: components["schemas"]["Level"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientProductsGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        products: components["schemas"]["Product"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientProductsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Product"];
            };
        };
        responses: {
            /** @description The product as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        product: components["schemas"]["Product"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientProductsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientProductsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productId: components["schemas"]["Id"];
                } & components["schemas"]["Product"];
            };
        };
        responses: {
            /** @description The product as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        product: components["schemas"]["Product"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientOrdersGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "updatedAt" | "number" | "total" | "status";
                    /**
                     * @description Only orders in this status; omit for all.
                     * @enum {string}
                     */
                    status?: "pending" | "paid" | "preparing" | "shipped" | "delivered" | "cancelled";
                    /** @description First day, inclusive, in the store's time zone; omit for no lower bound. */
                    startDate?: components["schemas"]["Date"];
                    /** @description Last day, inclusive, in the store's time zone; omit for no upper bound. */
                    endDate?: components["schemas"]["Date"];
                };
            };
        };
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        orders: components["schemas"]["Order"][];
                        /** @description Rows matching the filters, over all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientOrdersAddNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: components["schemas"]["Id"];
                    text: string;
                };
            };
        };
        responses: {
            /** @description The note as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        note: components["schemas"]["OrderNote"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientOrdersDeleteNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: components["schemas"]["Id"];
                    noteId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientOrdersUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: components["schemas"]["Id"];
                    /** @enum {string} */
                    status: "pending" | "paid" | "preparing" | "shipped" | "delivered" | "cancelled";
                };
            };
        };
        responses: {
            /** @description The order as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        order: components["schemas"]["Order"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientShippingcostsAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The shipping costs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        shippingCosts: components["schemas"]["ShippingCost"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientShippingcostsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShippingCost"];
            };
        };
        responses: {
            /** @description The shipping cost as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        shippingCost: components["schemas"]["ShippingCost"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    clientShippingcostsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shippingCostId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    clientShippingcostsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shippingCostId: components["schemas"]["Id"];
                } & components["schemas"]["ShippingCost"];
            };
        };
        responses: {
            /** @description The shipping cost as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        shippingCost: components["schemas"]["ShippingCost"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminAuditAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "at";
                    /**
                     * @description The store whose trail to list; null for the platform's.
                     * @default null
                     */
                    storeId?: components["schemas"]["Id"] | null;
                    /** @description Only this record (a record's page); given, storeId is not needed: the record is found in whatever trail holds it. */
                    recordId?: components["schemas"]["Id"];
                    /** @description Only records whose person's email contains this text (case ignored). */
                    actor?: string;
                    /** @description Only records of this operationId. */
                    operation?: string;
                    /** @description Only records of this table. */
                    entity?: string;
                    /** @description First day, inclusive, in UTC; omit for no lower bound. */
                    startDate?: components["schemas"]["Date"];
                    /** @description Last day, inclusive, in UTC; omit for no upper bound. */
                    endDate?: components["schemas"]["Date"];
                };
            };
        };
        responses: {
            /** @description A page of records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        records: components["schemas"]["AuditRecord"][];
                        /** @description Records matching the filters, over all pages. */
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminStoreGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "name" | "clientsAmount" | "redeemBought" | "active";
                    /** @description Only active (true) or only inactive (false) stores; every store when left out. */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description The page of stores. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        stores: components["schemas"]["AdminStore"][];
                        total: number;
                        /** @description Base address of the customers' web app (a store's page is built from it and its slug). */
                        clientWebApp: string;
                        /** @description Whether the platform charges stores a subscription. */
                        withSubscription: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminBusinessProcess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "new" | "edit";
                    storeId?: components["schemas"]["Id"];
                    userId?: components["schemas"]["Id"];
                    /** @description The owner's password; required to create, optional to edit (left out keeps it). */
                    password?: $Write<string>;
                } & components["schemas"]["AdminStore"] & components["schemas"]["StoreOwner"];
            };
        };
        responses: {
            /** @description The store and its owner as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        store: components["schemas"]["AdminStore"];
                        user: components["schemas"]["StoreOwner"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminBusinessDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminBusinessGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The store and its owner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        store: components["schemas"]["AdminStore"];
                        user: components["schemas"]["StoreOwner"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminStoreGetActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The store's activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        activity: components["schemas"]["StoreActivity"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminStorePayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The store and its payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        store: components["schemas"]["NamedRef"];
                        payments: components["schemas"]["StorePayment"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminStorePaymentAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: components["schemas"]["Id"];
                } & components["schemas"]["StorePayment"];
            };
        };
        responses: {
            /** @description The payment as recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        payment: components["schemas"]["StorePayment"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminStorePaymentDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminGetConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description Redemptions a new store starts with; pre-fills the store form. */
                        redeemBought: number;
                        generalConfiguration: components["schemas"]["GeneralConfiguration"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationSaveSupportPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    supportPhone: components["schemas"]["Phone"];
                };
            };
        };
        responses: {
            /** @description The platform-wide settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        generalConfiguration: components["schemas"]["GeneralConfiguration"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminPaypalGetPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The PayPal plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        plans: components["schemas"]["PaypalPlan"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationUpdatePaypalPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plans: components["schemas"]["PaypalPlan"][];
                };
            };
        };
        responses: {
            /** @description The PayPal plans as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        plans: components["schemas"]["PaypalPlan"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationGetPaypal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The PayPal settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        paypal: components["schemas"]["PaypalSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationSavePaypal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaypalSettings"];
            };
        };
        responses: {
            /** @description The PayPal settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        paypal: components["schemas"]["PaypalSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationGetSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The subscription settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        subscription: components["schemas"]["SubscriptionSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationSaveSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionSettings"];
            };
        };
        responses: {
            /** @description The subscription settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        subscription: components["schemas"]["SubscriptionSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationSaveSubscriptionFreerewards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    freeRewards: number;
                };
            };
        };
        responses: {
            /** @description The subscription settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        subscription: components["schemas"]["SubscriptionSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationGetWhatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The WhatsApp settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        whatsapp: components["schemas"]["WhatsappSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminConfigurationUpdateWhatsapp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WhatsappSettings"];
            };
        };
        responses: {
            /** @description The WhatsApp settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        whatsapp: components["schemas"]["WhatsappSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminPaymentGet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The payment settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        payment: components["schemas"]["PlatformPaymentSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminPaymentSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlatformPaymentSettings"];
            };
        };
        responses: {
            /** @description The payment settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        payment: components["schemas"]["PlatformPaymentSettings"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminGetAllCities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Only the cities of this country; every city when left out. */
                    countryId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The cities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        cities: components["schemas"]["City"][];
                        /** @description Leaflet tile URL template ({z}, {x}, {y}, optionally {s}) of the city map; its host is the only tile host the Content-Security-Policy allows. Null when the map draws no tiles, only its bundled world outline. */
                        mapTileUrl: string | null;
                        /**
                         * @description The tile provider's credit, shown on the map as plain text.
                         * @example © OpenStreetMap contributors
                         */
                        mapTileAttribution: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminCityAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["City"];
            };
        };
        responses: {
            /** @description The city as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        city: components["schemas"]["City"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminCityDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cityId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminCityUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cityId: components["schemas"]["Id"];
                } & components["schemas"]["City"];
            };
        };
        responses: {
            /** @description The city as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        city: components["schemas"]["City"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminLocationsGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListQuery"] & {
                    /**
                     * @description The fields this list can be sorted by.
                     * @enum {string}
                     */
                    sortBy?: "createdAt" | "name" | "address" | "active";
                    /** @description Only the locations of this city, or with null only those without a city; every location when left out. */
                    cityId?: components["schemas"]["Id"] | null;
                };
            };
        };
        responses: {
            /** @description The page of locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        locations: components["schemas"]["Location"][];
                        total: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminLocationsChangeCityId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locationId: components["schemas"]["Id"];
                    cityId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The location as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        location: components["schemas"]["Location"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminGetAllStoretypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The store types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        storetypes: components["schemas"]["StoreType"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminStoretypeAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreType"];
            };
        };
        responses: {
            /** @description The store type as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        storetype: components["schemas"]["StoreType"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminStoretypeDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storetypeId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminStoretypeUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storetypeId: components["schemas"]["Id"];
                } & components["schemas"]["StoreType"];
            };
        };
        responses: {
            /** @description The store type as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        storetype: components["schemas"]["StoreType"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminCategoryGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        categories: components["schemas"]["Category"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminCategoryAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Category"];
            };
        };
        responses: {
            /** @description The category as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        category: components["schemas"]["Category"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminCategoryDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminCategoryUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categoryId: components["schemas"]["Id"];
                } & components["schemas"]["Category"];
            };
        };
        responses: {
            /** @description The category as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        category: components["schemas"]["Category"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminPlanAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The packages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        plans: components["schemas"]["Plan"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminPlanAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Plan"];
            };
        };
        responses: {
            /** @description The package as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        plan: components["schemas"]["Plan"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminPlanDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminPlanUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId: components["schemas"]["Id"];
                } & components["schemas"]["Plan"];
            };
        };
        responses: {
            /** @description The package as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        plan: components["schemas"]["Plan"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminNotificationGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        notifications: components["schemas"]["AdminNotification"][];
                        /** @description The platform's IANA time zone, in which every notification's date and time are read (and sent); the form shows it and converts from the user's own. */
                        timeZone: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminNotificationAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNotification"];
            };
        };
        responses: {
            /** @description The notification as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        notification: components["schemas"]["AdminNotification"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminNotificationDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminNotificationUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: components["schemas"]["Id"];
                } & components["schemas"]["AdminNotification"];
            };
        };
        responses: {
            /** @description The notification as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        notification: components["schemas"]["AdminNotification"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminNotificationSendOne: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: components["schemas"]["Id"];
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            /** @description The test send was made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        /** @description Pushes delivered; 0 when the customer has no device to reach. */
                        delivered: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminOfferGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        offers: components["schemas"]["AdminOffer"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminOfferAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminOffer"];
            };
        };
        responses: {
            /** @description The offer as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        offer: components["schemas"]["AdminOffer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminOfferDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offerId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminOfferUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    offerId: components["schemas"]["Id"];
                } & components["schemas"]["AdminOffer"];
            };
        };
        responses: {
            /** @description The offer as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        offer: components["schemas"]["AdminOffer"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminNewsGetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The news. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        news: components["schemas"]["News"][];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminNewsAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["News"];
            };
        };
        responses: {
            /** @description The news as created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        news: components["schemas"]["News"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    adminNewsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newsId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            "4XX": components["responses"]["Error"];
        };
    };
    adminNewsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newsId: components["schemas"]["Id"];
                } & components["schemas"]["News"];
            };
        };
        responses: {
            /** @description The news as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        s: components["schemas"]["OkStatus"];
                        m: components["schemas"]["Message"];
                        news: components["schemas"]["News"];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
}
