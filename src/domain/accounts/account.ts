export interface Account {
  id: string;
  name: string;
  createdAt: Date;
}

/** An account as the operator API returns it on creation: the only time the key is shown. */
export interface CreatedAccount {
  account: Account;
  apiKey: string;
}
